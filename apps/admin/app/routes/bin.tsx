import { Form, data, redirect } from 'react-router';
import { findConsoleKind } from '@school/shared/console-kinds';
import { binDays } from '@school/shared/content-lifecycle';
import { formatSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/bin';
import { DoneMessage, ErrorMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { requireConsole, requireKind, requirePermission } from '../console.server';
import { withDone } from '../done-messages';
import { errorTitle, pageTitle } from '../page-title';
import styles from '../components/action-rows.module.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Bin'));

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'content.delete');
  return { entries: await source.bin(), timeZone: source.timeZone };
}

export async function action({ context, request }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const formData = await request.formData();
  const kind = requireKind(String(formData.get('kind') ?? ''));
  const id = String(formData.get('id') ?? '');
  // The bin lists summaries; the restore carries the version the item is at now.
  const item = await source.item(kind.slug, id);
  if (!item) {
    return data({ message: 'This item is no longer in the bin. Reload the page to see what is.' }, { status: 404 });
  }
  const outcome = await source.act(kind.slug, id, 'restore', { version: item.version, form: {} });
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirect(withDone('/bin', 'restored'));
}

export default function Bin({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, timeZone } = loaderData;
  return (
    <>
      <h1>Bin</h1>
      <p>
        Deleted items wait here for {binDays} days, off the site, and can be restored until then. After that they are
        deleted for good.
      </p>
      <DoneMessage />
      <ErrorMessage message={actionData?.message} />
      {entries.length === 0 ? (
        <p>The bin is empty.</p>
      ) : (
        <ul className={styles.rows} aria-label="Deleted items">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`} className={styles.row}>
              <div>
                <p className={styles.title}>{entry.heading}</p>
                <p className={styles.meta}>
                  {findConsoleKind(entry.kind)?.label} · deleted {formatSchoolTime(entry.deletedAt, timeZone)} · deleted
                  for good {formatSchoolTime(entry.purgeAt, timeZone)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="kind" value={entry.kind} />
                <input type="hidden" name="id" value={entry.id} />
                <button type="submit" className="button button-secondary">
                  Restore<span className="visually-hidden"> {entry.heading}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
