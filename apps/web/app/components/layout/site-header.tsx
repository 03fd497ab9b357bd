import { Link } from 'react-router';
import { imagePath } from '@school/shared/api-paths';
import { logoBox } from '@school/shared/school-logo';
import { schoolTagline } from '@school/shared/school-profile';
import { headerTopLinks } from '../../site/navigation';
import { useMenuLinks } from '../../site/school-links';
import { useInlineLogo } from '../../site/inline-logo';
import { useSchoolProfile } from '../../site/school-profile';
import { HighlightsTicker } from '../media/highlights-ticker';
import { MainMenu } from './main-menu';
import { NavLinkItem } from './nav-link-item';
import { SiteSearch } from './site-search';
import styles from './site-header.module.css';

export function SiteHeader() {
  const school = useSchoolProfile();
  const { logo } = school;
  const inlineLogo = useInlineLogo();
  const topLinks = useMenuLinks(headerTopLinks);
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <nav aria-label="Quick links">
            <ul className={styles.topLinks}>
              {topLinks.map((link) => (
                <li key={link.label}>
                  <NavLinkItem link={link} className={styles.topLink} />
                </li>
              ))}
            </ul>
          </nav>
          <SiteSearch />
        </div>
      </div>
      <div className={`container ${styles.brandRow}`}>
        <Link to="/" className={styles.brand}>
          {logo && (
            // A small logo comes inside the page as a data: URL: on a slow phone network every separate file is
            // another round trip of up to 2 s, and the logo is the first picture on every page. A larger one has a
            // content-hashed address that browsers keep for a year. The name beside it says what it is. In the
            // browser the data: URL is not known (inline-logo.tsx): the address the server wrote stays.
            <img
              src={inlineLogo ?? imagePath(logo.path)}
              alt=""
              {...logoBox(logo)}
              className={styles.logo}
              suppressHydrationWarning
            />
          )}
          <span>
            <span className={styles.name}>{school.name}</span>
            <span className={styles.tagline}>{schoolTagline(school)}</span>
          </span>
          <span className="visually-hidden"> home page</span>
        </Link>
        <MainMenu />
      </div>
      <HighlightsTicker />
    </header>
  );
}
