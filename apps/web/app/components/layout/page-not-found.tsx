import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { pageById, pageLabel } from '../../site/navigation';
import { usePageOnSite, useShownSections } from '../../site/pages-on-site';
import { SiteSearch } from './site-search';
import styles from './page-not-found.module.css';

/** What a visitor sees at an address of no page, or of a page the school has not published: a way on. */
export function PageNotFound() {
  const menuSections = useShownSections();
  const siteMap = pageById('sitemap');
  const siteMapShown = usePageOnSite(siteMap.path);
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>Page not found</h1>
        <p>
          We could not find that page. It may have moved when the website was rebuilt. Search for it by name, or start
          from one of the main sections.
        </p>
        <div className={styles.search}>
          <SiteSearch />
        </div>
        <h2>Main sections</h2>
        <ul className={styles.sections}>
          <li>
            <Link to="/">Home</Link>
          </li>
          {menuSections.map((section) => (
            <li key={section.id}>
              <Link to={section.href}>{section.label}</Link>
            </li>
          ))}
          {siteMapShown && (
            <li>
              <Link to={siteMap.path}>{pageLabel(siteMap)}</Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

/**
 * The error boundary of a page that shows stored text: its loader answers 404 while the school has not published the
 * text, and the visitor gets the not-found page inside the site's layout. Anything else goes on to the root's.
 */
export function PageTextErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  throw error;
}
