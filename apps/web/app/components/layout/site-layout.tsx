import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageByPath, sectionOf } from '../../site/navigation';
import { PagesNotWritten, shownItems } from '../../site/pages-on-site';
import { DocumentsNotUploaded } from '../../site/documents-on-site';
import { useRootData } from '../../site/school-profile';
import type { Alert } from '@school/shared/api-schema';
import { PageBanner } from './page-banner';
import { SiteAlerts } from './site-alerts';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

const noDocuments: readonly string[] = [];
const noPages: readonly string[] = [];
const noAlerts: readonly Alert[] = [];

/**
 * The frame of every page. Pages of the site map get the banner with their
 * breadcrumbs and heading, and the side menu of their section; the home page
 * and the not-found page draw their own top.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const page = pageByPath(pathname);
  const section = page && sectionOf(page);

  useEffect(() => {
    // A printed link shows its full address (global.css, print); only the browser knows the site's origin.
    document.documentElement.style.setProperty('--page-origin', JSON.stringify(window.location.origin));
  }, []);

  const root = useRootData();
  const notUploaded = root?.documentsNotUploaded ?? noDocuments;
  const notWrittenList = root?.pagesNotWritten ?? noPages;
  const notWritten = useMemo(() => new Set(notWrittenList), [notWrittenList]);
  // A page not on the site answers with the not-found page, which draws its own top: a page not written, or an address
  // whose page's loader found nothing to show (an item or album that is not published), and so gave no data.
  const answered = useMatches().at(-1)?.loaderData !== undefined;
  const framed = page && page.path !== '/' && !notWritten.has(page.path) && answered;
  const sideMenu = section && { ...section, items: shownItems(section.items, notWritten) };

  return (
    <DocumentsNotUploaded value={notUploaded}>
      <PagesNotWritten value={notWritten}>
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        <SiteAlerts alerts={root?.alerts ?? noAlerts} />
        <SiteHeader />
        {framed && <PageBanner page={page} />}
        <main id="main" tabIndex={-1} className={framed ? styles.page : undefined}>
          {framed ? (
            <div className={`container ${section ? styles.withSideMenu : ''}`}>
              {sideMenu && <SideMenu section={sideMenu} currentPath={page.path} />}
              <div className={styles.content}>{children}</div>
            </div>
          ) : (
            children
          )}
        </main>
        <SiteFooter />
      </PagesNotWritten>
    </DocumentsNotUploaded>
  );
}
