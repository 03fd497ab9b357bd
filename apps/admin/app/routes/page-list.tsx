import { Link } from 'react-router';
import { findConsoleKind } from '@school/shared/console-kinds';
import { formatSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/page-list';
import { DoneMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { StatusTag } from '../components/status-tag';
import { requireConsole, requirePermission } from '../console.server';
import { pageTitle } from '../page-title';
import { sitePageSections } from '../site-pages.server';
import rows from '../components/action-rows.module.css';
import styles from './page-list.module.css';

const kind = findConsoleKind('pages')!;

export const meta: Route.MetaFunction = () => pageTitle(kind.label);

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'content.edit');
  const written = await source.list('pages', { page: 1 });
  return { sections: sitePageSections(written.items), timeZone: source.timeZone };
}

/** Every page of the site by its menu section: its title, its address and where its text stands. */
export default function PageList({ loaderData }: Route.ComponentProps) {
  const { sections, timeZone } = loaderData;
  return (
    <>
      <h1>{kind.label}</h1>
      <DoneMessage />
      <p className={styles.intro}>
        Every page of the site, by its menu. A page is on the site once its text is published; until then it is in no
        menu, and its address says the page is not found.
      </p>
      {sections.map((section) => {
        const headingId = `pages-${section.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <section key={section.label} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId}>{section.label}</h2>
            <ul className={rows.rows}>
              {section.pages.map((page) => (
                <li key={page.id} className={rows.row}>
                  <div className={rows.rowMain}>
                    <Link
                      to={page.item ? `/${kind.slug}/${page.item.id}` : `/${kind.slug}/new?page=${page.id}`}
                      className={rows.rowTitle}
                    >
                      {page.title}
                    </Link>
                    <p className={rows.rowMeta}>
                      <span className={styles.path}>{page.path}</span>
                      {page.item ? (
                        <>
                          <StatusTag status={page.item.status} />
                          {page.item.hasDraft && <span>Draft changes</span>}
                          <span>Updated {formatSchoolTime(page.item.updatedAt, timeZone)}</span>
                        </>
                      ) : (
                        <strong>Not yet written</strong>
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
