import { useEffect } from 'react';
import { Form, Link, data, redirect, useSearchParams } from 'react-router';
import { findConsoleKind, type ConsoleKindSlug } from '@school/shared/console-kinds';
import { contentStatuses, statusLabels, type ContentStatus } from '@school/shared/content-lifecycle';
import { formatSchoolTime } from '@school/shared/school-time';
import { may } from '@school/shared/staff-permissions';
import type { Route } from './+types/item-list';
import { ChoiceFilter } from '../components/choice-filter';
import { DocumentFacts, DocumentReplace, ReplaceNote } from '../components/document-row';
import { DoneMessage, ErrorMessage } from '../components/messages';
import { Pagination } from '../components/pagination';
import { RouteError } from '../components/route-error';
import { StatusTag } from '../components/status-tag';
import { requireConsole, requireKind, requirePermission } from '../console.server';
import { placesLinkingDocuments } from '../site-pages.server';
import { appPath } from '../console-paths';
import { pluralNoun } from '../kind-words';
import { errorTitle, pageTitle } from '../page-title';
import rows from '../components/action-rows.module.css';
import filterForm from '../components/filter-form.module.css';
import styles from './item-list.module.css';

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error || !loaderData ? errorTitle(error) : pageTitle(findConsoleKind(loaderData.kind)?.label ?? 'Content');

const isStatus = (value: string): value is ContentStatus => (contentStatuses as readonly string[]).includes(value);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  const kind = requireKind(params.kind);
  requirePermission(source, 'content.edit', kind);
  // The one item of its kind (the disclosure) has no list: its menu link opens it, or starts it.
  if (kind.single) {
    const { items } = await source.list(kind.slug, {});
    throw redirect(items[0] ? `/${kind.slug}/${items[0].id}` : `/${kind.slug}/new`);
  }
  const query = new URL(request.url).searchParams;
  const search = (query.get('search') ?? '').trim();
  const status = query.get('status') ?? '';
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const list = await source.list(kind.slug, {
    ...(search ? { search } : {}),
    ...(isStatus(status) ? { status } : {}),
    page,
  });
  return {
    kind: kind.slug as ConsoleKindSlug,
    search,
    status: isStatus(status) ? status : '',
    list,
    timeZone: source.timeZone,
    // Setting the order on the site is a publisher's decision.
    mayMove: kind.ordered && may(source.staff.role, 'content.publish'),
    // A document's Replace publishes at once for them, and asks for review for anyone else.
    mayPublish: may(source.staff.role, 'content.publish'),
    // Where the site links each document whatever the pages' texts say, beside the pages the server names.
    places: kind.keyed ? placesLinkingDocuments() : {},
  };
}

/** Move up and Move down (kinds whose order staff set), then back to the same page of the list. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const kind = requireKind(params.kind);
  const formData = await request.formData();
  const id = formData.get('id');
  const direction = formData.get('direction');
  if (typeof id !== 'string' || (direction !== 'up' && direction !== 'down')) {
    return data({ message: 'That did not work. Reload the page and try again.' }, { status: 400 });
  }
  const outcome = await source.move(kind.slug, id, direction);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  const url = new URL(request.url);
  url.searchParams.set('done', 'moved');
  url.searchParams.set('moved', `${id}:${direction}`);
  return redirect(appPath(`${url.pathname}${url.search}`));
}

const moveButtonId = (id: string, direction: 'up' | 'down') => `move-${direction}-${id}`;

export default function ItemList({ loaderData, actionData }: Route.ComponentProps) {
  const { list, search, status, timeZone, mayMove, mayPublish, places } = loaderData;
  const kind = findConsoleKind(loaderData.kind)!;
  const plural = pluralNoun(kind);
  const [searchParams] = useSearchParams();
  const moved = searchParams.get('moved');
  const filtered = search !== '' || status !== '';
  const first = (list.page - 1) * list.pageSize;

  // After a move the page is drawn again: keep the keyboard on the button that was pressed.
  useEffect(() => {
    if (!moved) return;
    const [id, direction] = moved.split(':') as [string, 'up' | 'down'];
    const other = direction === 'up' ? 'down' : 'up';
    (document.getElementById(moveButtonId(id, direction)) ?? document.getElementById(moveButtonId(id, other)))?.focus();
  }, [moved]);

  return (
    <>
      <div className={rows.titleRow}>
        <h1>{kind.label}</h1>
        <Link to={`/${kind.slug}/new`} className="button">
          New
        </Link>
      </div>
      <DoneMessage />
      <ErrorMessage message={actionData?.message} />
      {kind.keyed && <ReplaceNote mayPublish={mayPublish} />}

      <Form method="get" role="search" aria-label={`Find ${plural}`} className={filterForm.filters}>
        <div className="field">
          <label htmlFor="list-search">Search</label>
          <input id="list-search" type="search" name="search" defaultValue={search} />
        </div>
        <ChoiceFilter
          id="list-status"
          name="status"
          label="Status"
          value={status}
          choices={contentStatuses.map((value) => ({ value, label: statusLabels[value] }))}
        />
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </Form>

      <p id="list-count" className={rows.count}>
        {list.total === 0
          ? filtered
            ? `No ${plural} match. Try other words, or choose All under Status.`
            : `There are no ${plural} yet. Press New to write the first one.`
          : list.total === 1
            ? `1 ${kind.noun}`
            : `${list.total} ${plural}`}
        {filtered && list.total === 0 && (
          <>
            {' '}
            <Link to={`/${kind.slug}`}>Show all {plural}</Link>
          </>
        )}
      </p>

      {list.items.length > 0 && (
        <ul aria-labelledby="list-count" className={rows.rows}>
          {list.items.map((item, n) => {
            const position = first + n;
            return (
              <li key={item.id} className={rows.row}>
                <div className={rows.rowMain}>
                  <Link to={`/${kind.slug}/${item.id}`} className={rows.rowTitle}>
                    {item.heading}
                  </Link>
                  <p className={rows.rowMeta}>
                    <StatusTag status={item.status} />
                    {item.hasDraft && <span>Has changes not yet on the site</span>}
                    {!item.keyed && <span>Updated {formatSchoolTime(item.updatedAt, timeZone)}</span>}
                  </p>
                  <DocumentFacts
                    item={item}
                    timeZone={timeZone}
                    places={item.keyed ? (places[item.keyed.key] ?? []) : []}
                  />
                </div>
                <DocumentReplace kind={kind.slug} item={item} mayPublish={mayPublish} />
                {mayMove && (
                  <div className={styles.moves}>
                    {(['up', 'down'] as const).map((direction) =>
                      (direction === 'up' ? position > 0 : position < list.total - 1) ? (
                        <Form key={direction} method="post" preventScrollReset>
                          <input type="hidden" name="id" value={item.id} />
                          <input type="hidden" name="direction" value={direction} />
                          <button
                            type="submit"
                            id={moveButtonId(item.id, direction)}
                            className="button button-secondary"
                          >
                            {direction === 'up' ? 'Move up' : 'Move down'}
                            <span className="visually-hidden"> {item.heading}</span>
                          </button>
                        </Form>
                      ) : null,
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
