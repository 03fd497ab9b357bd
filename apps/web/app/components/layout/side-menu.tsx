import type { MenuSection, ResolvedNavItem } from '../../site/navigation';
import { NavLinkItem } from './nav-link-item';
import styles from './side-menu.module.css';

function containsPath(items: ResolvedNavItem[], path: string): boolean {
  return items.some((item) => ('group' in item ? containsPath(item.items, path) : item.href === path));
}

function SideMenuItems({ items, currentPath }: { items: ResolvedNavItem[]; currentPath: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        'group' in item ? (
          <li key={item.group}>
            {/* Groups fold away like the original's collapsible menu, and need no script to do so. */}
            <details className={styles.group} open={containsPath(item.items, currentPath) || undefined}>
              <summary>{item.group}</summary>
              <SideMenuItems items={item.items} currentPath={currentPath} />
            </details>
          </li>
        ) : (
          <li key={item.href}>
            <NavLinkItem link={item} current={item.href === currentPath} className={styles.link} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The section's pages, with the current page marked: beside the content on wide screens, and on narrower
 * ones a closed "In this section" disclosure under the heading, so that the page's own text comes first.
 * It is one `<details>` either way; the stylesheet shows it open and hides its summary where there is room.
 * It comes before the content in the document, as it is seen on a phone, and starts closed on every page.
 */
export function SideMenu({ section, currentPath }: { section: MenuSection; currentPath: string }) {
  return (
    <details key={currentPath} className={styles.disclosure}>
      <summary className={styles.summary}>In this section</summary>
      <nav aria-label={`${section.label} pages`} className={styles.menu}>
        <h2 className={styles.title}>{section.label}</h2>
        <SideMenuItems items={section.items} currentPath={currentPath} />
      </nav>
    </details>
  );
}
