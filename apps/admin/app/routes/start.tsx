import { Link } from 'react-router';
import { findConsoleKind } from '@school/shared/console-kinds';
import type { ItemSummary } from '@school/shared/console-source';
import { unreadCountText } from '@school/shared/inbox';
import { formatSchoolTime } from '@school/shared/school-time';
import { may, roleLabels } from '@school/shared/staff-permissions';
import type { Route } from './+types/start';
import { DisclosureReminders } from '../components/disclosure-reminders';
import { DoneMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { requireConsole, valueOf } from '../console.server';
import { errorTitle, pageTitle } from '../page-title';
import styles from './start.module.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Start'));

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  const { role } = source.staff;
  // The unread count for whoever handles the contact inbox; null for the others.
  const unread = may(role, 'inbox.handle') ? valueOf(await source.unreadMessages()) : null;
  if (!may(role, 'content.edit')) return { content: false as const, role, unread };
  // A new school's site shows only its holding page until an admin saves the profile: the first thing to do.
  const profileMissing = may(role, 'profile.manage') && valueOf(await source.schoolProfile()).version === 0;
  return {
    content: true as const,
    role,
    unread,
    profileMissing,
    timeZone: source.timeZone,
    showReview: may(role, 'content.publish'),
    dashboard: await source.dashboard(),
  };
}

function ItemList({
  items,
  empty,
  when,
}: {
  items: ItemSummary[];
  empty: string;
  when: (item: ItemSummary) => string;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <Link to={`/${item.kind}/${item.id}`} className={styles.itemLink}>
            {item.heading}
          </Link>
          <span className={styles.itemMeta}>
            {findConsoleKind(item.kind)?.label} · {when(item)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What a new school has still to fill in: the profile (admins), and documents with no file on the site yet. */
function ToDoPanel({ profileMissing, notUploaded }: { profileMissing: boolean; notUploaded: ItemSummary[] }) {
  if (!profileMissing && notUploaded.length === 0) return null;
  return (
    <section aria-labelledby="to-do-heading" className="panel">
      <h2 id="to-do-heading">Still to do</h2>
      {profileMissing && (
        <p>
          The site shows only “This website is being set up” until the school profile is saved: its name, address, phone
          and e-mail are on every page.{' '}
          <Link to="/settings#school-profile-heading" className={styles.itemLink}>
            Fill in the school profile
          </Link>
        </p>
      )}
      {notUploaded.length > 0 && (
        <>
          <h3 id="not-uploaded-heading">Documents not yet uploaded</h3>
          <p id="not-uploaded-about">Pages link these, but the site has no file to open for them yet.</p>
          <ul className={styles.items} aria-labelledby="not-uploaded-heading" aria-describedby="not-uploaded-about">
            {notUploaded.map((item) => (
              <li key={item.id}>
                <Link to={`/${item.kind}/${item.id}`} className={styles.itemLink}>
                  {item.heading}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function InboxPanel({ unread }: { unread: number }) {
  return (
    <section aria-labelledby="inbox-heading" className="panel">
      <h2 id="inbox-heading">Contact inbox</h2>
      <p>
        {unreadCountText(unread)}{' '}
        <Link to={unread > 0 ? '/inbox?status=unread' : '/inbox'} className={styles.itemLink}>
          Open the inbox
        </Link>
      </p>
    </section>
  );
}

export default function Start({ loaderData }: Route.ComponentProps) {
  const { unread } = loaderData;
  if (!loaderData.content) {
    return (
      <>
        <h1>Welcome to the staff console</h1>
        <DoneMessage />
        <p>
          Your role is {roleLabels[loaderData.role]}. It looks after the contact inbox and the{' '}
          <Link to="/certificates">transfer certificates</Link>.
        </p>
        {unread !== null && <InboxPanel unread={unread} />}
        <p>
          You can change your password and set up two-factor sign-in under <Link to="/account">Account</Link>.
        </p>
      </>
    );
  }
  const { dashboard, timeZone, showReview } = loaderData;
  const at = (instant: string | null) => (instant ? formatSchoolTime(instant, timeZone) : 'no time set');
  return (
    <>
      <h1>What needs attention</h1>
      <DoneMessage />
      <ToDoPanel profileMissing={loaderData.profileMissing} notUploaded={dashboard.notUploaded} />
      <DisclosureReminders
        certificates={dashboard.certificatesRunningOut}
        annualReportMissing={dashboard.annualReportMissing}
      />
      {unread !== null && <InboxPanel unread={unread} />}
      {showReview && (
        <section aria-labelledby="waiting-heading" className="panel">
          <h2 id="waiting-heading">Waiting for review</h2>
          <ItemList
            items={dashboard.waitingForReview}
            empty="Nothing is waiting for review. When an editor asks for a review, the item appears here."
            when={(item) => `sent ${at(item.updatedAt)}`}
          />
        </section>
      )}
      <section aria-labelledby="scheduled-heading" className="panel">
        <h2 id="scheduled-heading">Scheduled</h2>
        <ItemList
          items={dashboard.scheduled}
          empty="Nothing is scheduled to go on the site."
          when={(item) => `goes on the site ${at(item.publishAt)}`}
        />
      </section>
      <section aria-labelledby="ending-heading" className="panel">
        <h2 id="ending-heading">Ending this week</h2>
        <ItemList
          items={dashboard.endingThisWeek}
          empty="Nothing leaves the site in the next seven days."
          when={(item) => `leaves the site ${at(item.unpublishAt)}`}
        />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
