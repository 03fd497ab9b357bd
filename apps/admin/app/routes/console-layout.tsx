import { Form, Link, Outlet } from 'react-router';
import { roleLabels } from '@school/shared/staff-permissions';
import type { Route } from './+types/console-layout';
import { ConsoleNav } from '../components/console-nav';
import { requireConsole } from '../console.server';
import styles from './console-layout.module.css';

/** The one gate of the console: every page below is for signed-in staff who have chosen their password. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { name, role, mustChangePassword, mustSetUpTwoFactor } = requireConsole(context, request).staff;
  // Until a new password or two-factor sign-in is set up, only that one page opens: no menu.
  return { staff: { name, role }, restricted: mustChangePassword || mustSetUpTwoFactor };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { staff, restricted } = loaderData;
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand}>
            Staff console
          </Link>
          <p className={styles.who}>
            Signed in as <strong>{staff.name}</strong> ({roleLabels[staff.role]})
          </p>
          {/* A whole-page POST, so nothing of the console stays in the browser's memory afterwards. */}
          <Form method="post" action="/sign-out" reloadDocument className={styles.signOut}>
            <button type="submit" className="button button-secondary">
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <div className={styles.body}>
        {!restricted && <ConsoleNav role={staff.role} />}
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
