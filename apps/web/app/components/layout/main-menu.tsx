import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ResolvedNavItem } from '../../site/navigation';
import { useShownSections } from '../../site/pages-on-site';
import { NavLinkItem } from './nav-link-item';
import styles from './main-menu.module.css';

interface MenuState {
  path: string;
  /** The whole menu, on narrow screens. */
  menu: boolean;
  /** The one group whose dropdown is open. */
  section: string | null;
}

function SubmenuItems({ items, onNavigate }: { items: ResolvedNavItem[]; onNavigate: () => void }) {
  return (
    <ul className={styles.submenu}>
      {items.map((item) =>
        'group' in item ? (
          <li key={item.group} className={styles.subgroup}>
            <span className={styles.subgroupLabel}>{item.group}</span>
            <SubmenuItems items={item.items} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={item.href}>
            <NavLinkItem link={item} className={styles.sublink} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The main menu groups of section 2. Each group is a disclosure button; below
 * 992 px the whole menu folds behind a Menu button, and a click or touch
 * outside the menu (or Escape) closes whatever is open.
 */
export function MainMenu() {
  const { pathname } = useLocation();
  // What is open belongs to the page it was opened on, so moving to another page closes it.
  const [state, setState] = useState<MenuState>({ path: pathname, menu: false, section: null });
  const current = state.path === pathname ? state : { path: pathname, menu: false, section: null };
  const open = current.menu;
  const openSection = current.section;
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const menuSections = useShownSections();

  const update = (change: Partial<Omit<MenuState, 'path'>>) => setState({ ...current, ...change });
  const closeAll = () => setState({ path: pathname, menu: false, section: null });

  const anythingOpen = open || openSection !== null;
  useEffect(() => {
    if (!anythingOpen) return;
    const closeOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setState({ path: pathname, menu: false, section: null });
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = openSection
        ? containerRef.current?.querySelector<HTMLButtonElement>(`[data-section="${openSection}"]`)
        : containerRef.current?.querySelector<HTMLButtonElement>('[data-menu-toggle]');
      // Escape closes the innermost thing that is open: a group first, then the menu.
      setState({ path: pathname, menu: openSection ? open : false, section: null });
      button?.focus();
    };
    // pointerdown covers mouse, pen and touch in one listener.
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [anythingOpen, open, openSection, pathname]);

  return (
    <div ref={containerRef} className={styles.container}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={menuId}
        data-menu-toggle
        onClick={() => update({ menu: !open })}
      >
        <span className={styles.burger} aria-hidden="true" />
        Menu
      </button>
      <nav id={menuId} aria-label="Main" className={styles.nav} data-open={open || undefined}>
        <ul className={styles.groups}>
          {menuSections.map((section) => {
            const [only] = section.items;
            // A section of one page (Contact Us) is a plain link, not a group.
            if (section.items.length === 1 && only && !('group' in only)) {
              return (
                <li key={section.id} className={styles.group}>
                  <NavLinkItem
                    link={{ ...only, label: section.label }}
                    className={styles.groupLink}
                    onNavigate={closeAll}
                  />
                </li>
              );
            }
            const expanded = openSection === section.id;
            const submenuId = `${menuId}-${section.id}`;
            return (
              <li key={section.id} className={styles.group} data-expanded={expanded || undefined}>
                <button
                  type="button"
                  className={styles.groupButton}
                  aria-expanded={expanded}
                  aria-controls={submenuId}
                  data-section={section.id}
                  onClick={() => update({ section: expanded ? null : section.id })}
                >
                  {section.label}
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
                <div id={submenuId} className={styles.dropdown}>
                  <SubmenuItems items={section.items} onNavigate={closeAll} />
                </div>
              </li>
            );
          })}
        </ul>
        {/* Read after the last group: until then the groups are hidden (main-menu.module.css). */}
        <span className={styles.groupsRead} hidden />
      </nav>
    </div>
  );
}
