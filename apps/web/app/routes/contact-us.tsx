import type { Route } from './+types/contact-us';
import { imageSrc } from '@school/shared/asset-paths';
import { schoolData } from '@school/shared/structured-data';
import { ContentBlocks } from '../blocks/views/content-blocks';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { clientLoaderWithBlocks } from '../blocks/page/block-components';
import { loadPageContent } from '../blocks/page/page-content.server';
import { ContactForm } from '../features/contact/contact-form';
import { useRootData, useSchoolProfile } from '../site/school-profile';
import { StructuredData } from '../site/structured-data';
import styles from './contact-us.module.css';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPageContent(request, context);
}

export const clientLoader = clientLoaderWithBlocks;

export const meta = metaWithBlockAssets;

/**
 * The contact page. The map is a picture that links to OpenStreetMap rather
 * than an embedded third-party frame, so the page makes no outside requests.
 * It tells search engines who the school is and how to reach it (a `School`
 * in JSON-LD): the page of its address, and not the home page, whose HTML has
 * no room for it under decision 020's budget (decision 027).
 */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const school = useSchoolProfile();
  const { origin } = useRootData()!;
  return (
    <div className={styles.layout}>
      <StructuredData data={schoolData(school, origin)} />
      <ContentBlocks blocks={loaderData.blocks} />
      {/* The page's own text ends with the form's heading and introduction. */}
      <ContactForm />
      {school.mapUrl && (
        <section aria-labelledby="contact-map-heading">
          <h2 id="contact-map-heading">How to find us</h2>
          <a href={school.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.map}>
            <img
              src={imageSrc('contact-us-map')}
              alt={`Map of the area around ${school.name}, ${school.cityLine}. Opens the map in a new tab.`}
              width={1200}
              height={600}
              loading="lazy"
            />
          </a>
        </section>
      )}
    </div>
  );
}

/** A page the school has not published answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
