/**
 * The CBSE Mandatory Public Disclosure (`/mandatory-public-disclosure`): the page's own text as an introduction, then
 * the Board's five sections as tables, from the console's Disclosure, the school's profile and its documents.
 */
import { data } from 'react-router';
import type { Route } from './+types/disclosure';
import { ContentBlocks } from '../blocks/views/content-blocks';
import { ContentTable } from '../blocks/views/content-table';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { clientLoaderWithBlocks } from '../blocks/page/block-components';
import { liveSourceOf } from '../blocks/live/load-context';
import { loadPageContent } from '../blocks/page/page-content.server';
import { disclosureView } from '../features/disclosure/disclosure-tables';
import { documentsOnSite } from '../site/documents-on-site.server';
import { requireProfile, useSchoolProfile } from '../site/school-profile';
import styles from './disclosure.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await loadPageContent(request, context);
  const live = liveSourceOf(context);
  const [profile, published, onSite] = await Promise.all([
    requireProfile(context),
    live.disclosure().catch((error: unknown) => {
      live.logError('The disclosure could not be read', error);
      // A database away says nothing of what the disclosure holds: no page rather than an empty one.
      throw data(null, { status: 503 });
    }),
    documentsOnSite(context),
  ]);
  const dayAt = (instant: string) => live.dayAt(instant);
  return { ...content, disclosure: published && disclosureView(published, profile, onSite, dayAt) };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => clientLoaderWithBlocks(args);

export const meta = metaWithBlockAssets;

export default function Disclosure({ loaderData }: Route.ComponentProps) {
  const { disclosure } = loaderData;
  const school = useSchoolProfile();
  return (
    <div className={styles.page}>
      <ContentBlocks blocks={loaderData.blocks} />
      {disclosure ? (
        disclosure.sections.map((section) => (
          // The section's first table is captioned with its heading: said once, and naming the section.
          <section key={section.id} aria-labelledby={`disclosure-${section.id}`}>
            {section.tables.map((table, index) => (
              <ContentTable
                key={table.caption}
                {...table}
                stackOnPhones
                {...(index === 0 ? { headingId: `disclosure-${section.id}` } : {})}
              />
            ))}
          </section>
        ))
      ) : (
        <p>
          The disclosure is being updated and will be here shortly. For any of its information meanwhile, please write
          to <a href={`mailto:${school.email}`}>{school.email}</a>.
        </p>
      )}
    </div>
  );
}

/** A page the school has not published answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
