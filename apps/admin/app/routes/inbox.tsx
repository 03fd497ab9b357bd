import { getFormProps } from '@conform-to/react';
import { Form, Link, data, redirect } from 'react-router';
import { consoleMessages } from '@school/shared/console-messages';
import { fieldErrors } from '@school/shared/forms';
import { professions } from '@school/shared/form-words';
import {
  exportRangeSchema,
  inboxActionLabels,
  inboxStatusLabels,
  inboxStatuses,
  inboxWords,
  isInboxStatus,
  type InboxQuery,
} from '@school/shared/inbox';
import { formatSchoolTime, instantToSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/inbox';
import { ChoiceFilter } from '../components/choice-filter';
import { InputField } from '../components/fields';
import { InboxStatusTag } from '../components/status-tag';
import { DoneMessage, ErrorMessage } from '../components/messages';
import { Pagination } from '../components/pagination';
import { RouteError } from '../components/route-error';
import { requireConsole, requirePermission, valueOf } from '../console.server';
import { appPath } from '../console-paths';
import { withDone } from '../done-messages';
import { refusalReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';
import rows from '../components/action-rows.module.css';
import filterForm from '../components/filter-form.module.css';
import styles from './inbox.module.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Inbox'));

const isProfession = (value: string) => (professions as readonly string[]).includes(value);

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'inbox.handle');
  const params = new URL(request.url).searchParams;
  const filters = {
    search: (params.get('search') ?? '').trim(),
    profession: isProfession(params.get('profession') ?? '') ? params.get('profession')! : '',
    status: isInboxStatus(params.get('status') ?? '') ? params.get('status')! : '',
  };
  const query: InboxQuery = { page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  if (filters.search) query.search = filters.search;
  if (filters.profession) query.profession = filters.profession;
  if (isInboxStatus(filters.status)) query.status = filters.status;
  const list = await source.inbox(query);
  // Only a search the server cannot take is refused with 400: say so above an empty list.
  if (!list.ok && list.status !== 400) valueOf(list);

  // The export's days: this month so far, unless the export came back here with days it could not take.
  const today = instantToSchoolTime(new Date().toISOString(), source.timeZone).slice(0, 10);
  const range = { from: params.get('from') ?? `${today.slice(0, 8)}01`, to: params.get('to') ?? today };
  const rangeErrors = params.has('from') || params.has('to') ? fieldErrors(exportRangeSchema, range) : {};
  const exportReply =
    Object.keys(rangeErrors).length > 0
      ? refusalReply({ message: consoleMessages.fixFields, fieldErrors: rangeErrors as Record<string, string> }, range)
      : undefined;

  return {
    filters,
    list: list.ok ? list.value : { items: [], total: 0, page: 1, pageSize: 1 },
    listProblem: list.ok ? undefined : list.message,
    timeZone: source.timeZone,
    range,
    exportReply,
  };
}

/** Mark as read from the list, then back to the same page of it. */
export async function action({ context, request }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const formData = await request.formData();
  const id = formData.get('id');
  if (typeof id !== 'string' || formData.get('intent') !== 'read') {
    return data({ message: inboxWords.unknownAction }, { status: 400 });
  }
  const outcome = await source.handleMessage(id, 'read', {});
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  const url = new URL(request.url);
  url.searchParams.delete('done');
  return redirect(withDone(appPath(`${url.pathname}${url.search}`), 'messageRead'));
}

function ExportForm({
  range,
  reply,
  timeZone,
}: Pick<Route.ComponentProps['loaderData'], 'range' | 'timeZone'> & {
  reply: Route.ComponentProps['loaderData']['exportReply'];
}) {
  const [form, fields] = useConsoleForm({ id: 'inbox-export', schema: exportRangeSchema, reply, defaultValue: range });
  return (
    <section aria-labelledby="export-heading" className={`panel ${styles.export}`}>
      <h2 id="export-heading">Export</h2>
      <p className="hint">
        Downloads the messages received on the days from the first date to the second, both included, as a spreadsheet
        file (CSV) that Excel or Google Sheets opens. Days follow the school’s clock ({timeZone}).
      </p>
      <ErrorMessage message={reply?.message} />
      {/* A whole-page request, so that the browser saves the file it answers. */}
      <Form method="get" action="/inbox/export" reloadDocument {...getFormProps(form)} className={styles.exportForm}>
        <InputField meta={fields.from} label="From" type="date" required />
        <InputField meta={fields.to} label="To" type="date" required />
        <button type="submit" className="button button-secondary">
          Export CSV
        </button>
      </Form>
    </section>
  );
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, list, listProblem, timeZone, range, exportReply } = loaderData;
  const filtered = filters.search !== '' || filters.profession !== '' || filters.status !== '';
  return (
    <>
      <h1>Inbox</h1>
      <p>
        Messages sent through the site’s contact form, newest first. Opening a message marks it read, and each opening
        is written to the audit log.
      </p>
      <DoneMessage />
      <ErrorMessage message={actionData?.message ?? listProblem} />

      <Form method="get" role="search" aria-label="Find messages" className={filterForm.filters}>
        <div className="field">
          <label htmlFor="inbox-search">Search</label>
          <input id="inbox-search" type="search" name="search" defaultValue={filters.search} maxLength={200} />
        </div>
        <ChoiceFilter
          id="inbox-profession"
          name="profession"
          label="Profession"
          value={filters.profession}
          choices={professions.map((profession) => ({ value: profession, label: profession }))}
        />
        <ChoiceFilter
          id="inbox-status"
          name="status"
          label="Status"
          value={filters.status}
          choices={inboxStatuses.map((status) => ({ value: status, label: inboxStatusLabels[status] }))}
        />
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </Form>

      <p id="inbox-count" className={rows.count}>
        {list.total === 0
          ? filtered
            ? 'No messages match. Try other words, or choose All.'
            : 'There are no messages. Messages sent through the contact form appear here.'
          : list.total === 1
            ? '1 message'
            : `${list.total} messages`}
        {filtered && list.total === 0 && (
          <>
            {' '}
            <Link to="/inbox">Show all messages</Link>
          </>
        )}
      </p>

      {list.items.length > 0 && (
        <ul aria-labelledby="inbox-count" className={rows.rows}>
          {list.items.map((message) => (
            <li key={message.id} className={`${rows.row} ${message.status === 'unread' ? styles.unread : ''}`}>
              <div className={rows.rowMain}>
                <p className={styles.rowTop}>
                  <InboxStatusTag status={message.status} />
                  <Link
                    id={`message-${message.id}`}
                    to={`/inbox/${message.id}`}
                    className={`${rows.rowTitle} ${styles.title}`}
                  >
                    <bdi>{message.name}</bdi>
                  </Link>
                </p>
                <p className={styles.excerpt}>
                  <bdi>{message.excerpt}</bdi>
                </p>
                <p className={rows.rowMeta}>
                  <span>{message.profession}</span>
                  <span>{message.email}</span>
                  <span>Received {formatSchoolTime(message.receivedAt, timeZone)}</span>
                </p>
              </div>
              {message.status === 'unread' && (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="id" value={message.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="read"
                    className="button button-secondary"
                    aria-describedby={`message-${message.id}`}
                  >
                    {inboxActionLabels.read}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />

      <ExportForm range={range} reply={exportReply} timeZone={timeZone} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
