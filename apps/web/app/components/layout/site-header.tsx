import { Link } from 'react-router';
import { schoolTagline } from '@school/shared/school-profile';
import { headerTopLinks } from '../../site/navigation';
import { useSchoolProfile } from '../../site/school-profile';
import { HighlightsTicker } from '../media/highlights-ticker';
import { MainMenu } from './main-menu';
import { NavLinkItem } from './nav-link-item';
import { SiteSearch } from './site-search';
import styles from './site-header.module.css';
// Inlined into the page (it is under 1 KB): on a slow phone network every separate file is another
// round trip of up to 2 s, and the crest is the first picture on every page.
import logo from '../../../public/generated/images/school-logo.svg?inline';

export function SiteHeader() {
  const school = useSchoolProfile();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <nav aria-label="Quick links">
            <ul className={styles.topLinks}>
              {headerTopLinks.map((link) => (
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
          <img src={logo} alt="" width={64} height={64} className={styles.logo} />
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
