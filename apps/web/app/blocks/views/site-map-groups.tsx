import { pagesOutsideMenus, type ResolvedNavItem } from '../../site/navigation';
import { useShownItems, useShownSections } from '../../site/pages-on-site';
import { NavLinkItem } from '../../components/layout/nav-link-item';
import styles from './site-map-groups.module.css';

function Items({ items }: { items: ResolvedNavItem[] }) {
  return (
    <ul>
      {items.map((item) =>
        'group' in item ? (
          <li key={item.group}>
            {item.group}
            <Items items={item.items} />
          </li>
        ) : (
          <li key={item.href}>
            <NavLinkItem link={item} />
          </li>
        ),
      )}
    </ul>
  );
}

/** The /sitemap page: every menu section and its pages on the site, from the site map. */
export function SiteMapGroups() {
  const menuSections = useShownSections();
  const morePages = useShownItems(pagesOutsideMenus);
  return (
    <div className={styles.groups}>
      {menuSections.map((section) => (
        <section key={section.id} aria-labelledby={`sitemap-${section.id}`}>
          <h2 id={`sitemap-${section.id}`} className={styles.heading}>
            {section.label}
          </h2>
          <Items items={section.items} />
        </section>
      ))}
      <section aria-labelledby="sitemap-more">
        <h2 id="sitemap-more" className={styles.heading}>
          More Pages
        </h2>
        <Items items={morePages} />
      </section>
    </div>
  );
}
