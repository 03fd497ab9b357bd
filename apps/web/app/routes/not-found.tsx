import { Link, data } from 'react-router';
import { SiteSearch } from '../components/layout/site-search';
import { menuSections, pageById, pageLabel } from '../site/navigation';
import styles from './not-found.module.css';

/** Any path the site map does not know: status 404 and a way on. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
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
          <li>
            <Link to={pageById('sitemap').path}>{pageLabel(pageById('sitemap'))}</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
