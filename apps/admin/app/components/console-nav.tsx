import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { consoleKinds, mayOnKind, type ConsoleKind } from '@school/shared/console-kinds';
import { may, type StaffRole } from '@school/shared/staff-permissions';
import styles from './console-nav.module.css';
import { useHydrated } from './use-hydrated';

interface NavGroup {
  /** Shown above the group's links; the start page stands alone. */
  label?: string;
  links: { to: string; label: string }[];
}

/** What a role finds in the menu: the kinds of content it edits, the bin, the inbox, the admin pages and its own account. */
export function navGroups(role: StaffRole): NavGroup[] {
  const groups: NavGroup[] = [{ links: [{ to: '/', label: 'Start page' }] }];
  if (may(role, 'content.edit')) {
    const content: NavGroup['links'] = (consoleKinds as readonly ConsoleKind[])
      .filter((kind) => mayOnKind(role, kind, 'content.edit'))
      .map((kind) => ({ to: `/${kind.slug}`, label: kind.label }));
    if (may(role, 'content.delete')) content.push({ to: '/bin', label: 'Bin' });
    groups.push({ label: 'Content', links: content });
  }
  const school: NavGroup['links'] = [];
  if (may(role, 'inbox.handle')) school.push({ to: '/inbox', label: 'Inbox' });
  if (may(role, 'certificates.manage')) school.push({ to: '/certificates', label: 'Certificates' });
  if (may(role, 'staff.manage')) school.push({ to: '/staff', label: 'Staff' });
  if (may(role, 'audit.read')) school.push({ to: '/audit', label: 'Audit log' });
  if (may(role, 'settings.manage')) school.push({ to: '/settings', label: 'Settings' });
  if (school.length > 0) groups.push({ label: 'School', links: school });
  groups.push({ label: 'You', links: [{ to: '/account', label: 'Account' }] });
  return groups;
}

function NavLists({ role }: { role: StaffRole }) {
  const baseId = useId();
  return navGroups(role).map((group, n) => (
    <div key={group.label ?? n} className={styles.group}>
      {group.label && (
        <p id={`${baseId}-${n}`} className={styles.groupLabel}>
          {group.label}
        </p>
      )}
      <ul aria-labelledby={group.label ? `${baseId}-${n}` : undefined} className={styles.links}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}

/**
 * The console's menu. On wide screens it stands beside the page; on a phone
 * it folds behind a Menu button. Before JavaScript runs (or without it) the
 * fold is a <details>, so the menu opens either way.
 */
export function ConsoleNav({ role }: { role: StaffRole }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The menu closes when a link in it is followed: its state belongs to the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  if (!hydrated) {
    return (
      <nav aria-label="Console" className={styles.nav}>
        <details className={styles.disclosure}>
          <summary className={styles.menuButton}>Menu</summary>
          <NavLists role={role} />
        </details>
      </nav>
    );
  }
  return (
    <nav aria-label="Console" className={styles.nav}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        Menu
      </button>
      <div id={listId} className={styles.panel} data-open={open || undefined}>
        <NavLists role={role} />
      </div>
    </nav>
  );
}
