import { Form, Link, data, redirect } from 'react-router';
import { findConsoleKind, itemHeading, type ConsoleKindSlug, type ItemFields } from '@school/shared/console-kinds';
import { formatSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/item-history';
import { ErrorMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { requireConsole, requireKind, requirePermission } from '../console.server';
import { withDone } from '../done-messages';
import { errorTitle, pageTitle } from '../page-title';
import styles from '../components/action-rows.module.css';

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error || !loaderData
    ? errorTitle(error)
    : pageTitle(
        `History of ${itemHeading(loaderData.item.fields, findConsoleKind(loaderData.kind))}`,
        findConsoleKind(loaderData.kind)?.label ?? '',
      );

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  const kind = requireKind(params.kind);
  requirePermission(source, 'content.edit', kind);
  const [item, revisions] = await Promise.all([
    source.item(kind.slug, params.id),
    source.history(kind.slug, params.id),
  ]);
  if (!item) throw data(null, { status: 404 });
  return { kind: kind.slug as ConsoleKindSlug, item, revisions, timeZone: source.timeZone };
}

/** Restore: the revision's text becomes the item's draft; the published text stays on the site until published. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const kind = requireKind(params.kind);
  const formData = await request.formData();
  const revisionId = formData.get('revisionId');
  if (typeof revisionId !== 'string') {
    return data({ message: 'Choose a version to restore.' }, { status: 400 });
  }
  const outcome = await source.restoreRevision(kind.slug, params.id, revisionId, Number(formData.get('version')));
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirect(withDone(`/${kind.slug}/${params.id}`, 'restoredRevision'));
}

export default function ItemHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { item, revisions, timeZone } = loaderData;
  const kind = findConsoleKind(loaderData.kind)!;
  const labelOf = (column: string) => kind.fields.find((field) => field.column === column)?.label ?? column;
  const heading = itemHeading(item.fields, kind);
  // A version whose text is the item's text now has nothing to restore.
  const isCurrent = (fields: ItemFields) =>
    kind.fields.every((field) => (fields[field.column] ?? '') === (item.fields[field.column] ?? ''));
  return (
    <>
      <p className="back-link">
        <Link to={`/${kind.slug}/${item.id}`}>Back to {heading}</Link>
      </p>
      <h1>History of {heading}</h1>
      <p>
        Every save is kept. Restore makes an earlier version the draft; the site keeps showing the published version
        until you publish.
      </p>
      <ErrorMessage message={actionData?.message} />
      {revisions.length === 0 ? (
        <p>No earlier versions are kept for this {kind.noun} yet.</p>
      ) : (
        <ol reversed className={styles.rows}>
          {revisions.map((revision) => (
            <li key={revision.id} className={styles.row}>
              <div>
                <p className={styles.title}>
                  Version {revision.version}, saved {formatSchoolTime(revision.savedAt, timeZone)} by {revision.savedBy}
                </p>
                <p className={styles.meta}>
                  {revision.changed.length > 0
                    ? `Changed: ${revision.changed.map(labelOf).join(', ')}.`
                    : 'No fields changed.'}
                </p>
              </div>
              {isCurrent(revision.fields) ? (
                <p className={styles.meta}>The text now</p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="revisionId" value={revision.id} />
                  <input type="hidden" name="version" value={item.version} />
                  <button type="submit" className="button button-secondary">
                    Restore<span className="visually-hidden"> version {revision.version}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
