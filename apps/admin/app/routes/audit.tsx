import { Form } from 'react-router';
import { auditActionWords } from '@school/shared/audit-words';
import { consoleKinds, findConsoleKind } from '@school/shared/console-kinds';
import type { AuditQuery } from '@school/shared/console-source';
import { formatSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/audit';
import { ChoiceFilter } from '../components/choice-filter';
import { Pagination } from '../components/pagination';
import { RouteError } from '../components/route-error';
import { requireConsole, requirePermission, valueOf } from '../console.server';
import { errorTitle, pageTitle } from '../page-title';
import filterForm from '../components/filter-form.module.css';
import styles from './audit.module.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Audit log'));

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'audit.read');
  const params = new URL(request.url).searchParams;
  const filters = {
    person: (params.get('person') ?? '').trim(),
    kind: params.get('kind') ?? '',
    from: isoDay.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: isoDay.test(params.get('to') ?? '') ? params.get('to')! : '',
  };
  const query: AuditQuery = { page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  if (filters.person) query.person = filters.person;
  if (filters.kind) query.kind = filters.kind;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return { filters, entries: valueOf(await source.audit(query)), timeZone: source.timeZone };
}

/** The entries' kinds in words: each kind of content, the office's records, and the two kinds of account entries. */
const kindChoices = [
  ...consoleKinds.map((kind) => ({ value: kind.slug as string, label: kind.label })),
  { value: 'inbox', label: 'Inbox' },
  { value: 'certificates', label: 'Certificates' },
  { value: 'staff', label: 'Staff accounts' },
  { value: 'account', label: 'Sign-in and passwords' },
];

const kindWords = (kind: string) =>
  findConsoleKind(kind)?.label ?? kindChoices.find((choice) => choice.value === kind)?.label ?? kind;

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filters, entries, timeZone } = loaderData;
  return (
    <>
      <h1>Audit log</h1>
      <p>Every sign-in, change of an account and change of content, newest first. Entries are never changed.</p>
      <Form method="get" role="search" aria-label="Filter the audit log" className={filterForm.filters}>
        <div className="field">
          <label htmlFor="audit-person">Person</label>
          <input id="audit-person" name="person" defaultValue={filters.person} />
        </div>
        <ChoiceFilter id="audit-kind" name="kind" label="Kind" value={filters.kind} choices={kindChoices} />
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" type="date" name="to" defaultValue={filters.to} />
        </div>
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </Form>
      {entries.items.length === 0 ? (
        <p>No entries match. Widen the dates or clear the other filters.</p>
      ) : (
        <table className={styles.table}>
          <caption>
            {entries.total} {entries.total === 1 ? 'entry' : 'entries'}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Kind</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.items.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">{formatSchoolTime(entry.at, timeZone)}</td>
                <td data-label="Who">{entry.userName}</td>
                <td data-label="What">{auditActionWords(entry.action)}</td>
                <td data-label="Kind">{kindWords(entry.kind)}</td>
                <td data-label="Details">{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={entries.page} pageSize={entries.pageSize} total={entries.total} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
