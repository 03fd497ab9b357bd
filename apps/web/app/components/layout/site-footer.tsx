import { copyrightYears, phoneHref } from '@school/shared/school-profile';
import { footerLinks, type MenuEntry } from '../../site/navigation';
import { useRootData, useSchoolProfile } from '../../site/school-profile';
import { useMenuLinks } from '../../site/school-links';
import { NavLinkItem } from './nav-link-item';
import styles from './site-footer.module.css';

function LinkColumn({ title, links }: { title: string; links: MenuEntry[] }) {
  const shown = useMenuLinks(links);
  return (
    <section aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.links}>
        {shown.map((link) => (
          <li key={link.href}>
            <NavLinkItem link={link} className={styles.link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFooter() {
  const school = useSchoolProfile();
  const today = useRootData()!.today;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <LinkColumn title="Useful Links" links={footerLinks.usefulLinks} />
        <LinkColumn title="Parents" links={footerLinks.parents} />
        <LinkColumn title="Our Apps" links={footerLinks.apps} />
        <section aria-label="Contact" className={styles.contact}>
          <h2 className={styles.title}>Reach Us</h2>
          <address className={styles.address}>
            <strong>{school.name}</strong>
            <br />
            {school.street}
            <br />
            {school.cityLine}
          </address>
          <ul className={styles.links}>
            <li className={styles.phone}>
              <a className={styles.link} href={phoneHref(school.phone)}>
                {school.phone}
              </a>
            </li>
            <li>
              <a className={styles.link} href={`mailto:${school.email}`}>
                {school.email}
              </a>
            </li>
            {school.mapUrl && (
              <li>
                <NavLinkItem
                  link={{ label: 'Find us on the map', href: school.mapUrl, newTab: true, kind: 'url' }}
                  className={styles.link}
                />
              </li>
            )}
            {school.instagramUrl && (
              <li>
                <NavLinkItem
                  link={{ label: 'Instagram', href: school.instagramUrl, newTab: true, kind: 'url' }}
                  className={styles.link}
                />
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        {`© ${copyrightYears(school.founded, today)} ${school.name}. All rights reserved.`}
      </p>
    </footer>
  );
}
