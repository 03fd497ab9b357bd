import { Form, Link } from 'react-router';
import { scanTypeLabels, type CertificateQuery } from '@school/shared/certificates';
import { formatDate } from '@school/shared/date-format';
import type { Route } from './+types/certificates';
import { DoneMessage, ErrorMessage } from '../components/messages';
import { Pagination } from '../components/pagination';
import { RouteError } from '../components/route-error';
import { requireConsole, requirePermission, valueOf } from '../console.server';
import { errorTitle, pageTitle } from '../page-title';
import rows from '../components/action-rows.module.css';
import filterForm from '../components/filter-form.module.css';
import styles from './certificates.module.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Certificates'));

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'certificates.manage');
  const params = new URL(request.url).searchParams;
  const search = (params.get('search') ?? '').trim();
  const query: CertificateQuery = { page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  if (search) query.search = search;
  const list = await source.certificates(query);
  // Only a search the server cannot take is refused with 400: say so above an empty list.
  if (!list.ok && list.status !== 400) valueOf(list);
  return {
    search,
    list: list.ok ? list.value : { items: [], total: 0, page: 1, pageSize: 1 },
    listProblem: list.ok ? undefined : list.message,
  };
}

/**
 * The school's transfer certificates, for office staff and admins: searched by admission number or name,
 * a page at a time. Visitors have no list; they find one certificate by its number and name.
 */
export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { search, list, listProblem } = loaderData;
  return (
    <>
      <div className={rows.titleRow}>
        <h1>Certificates</h1>
        <div className={styles.actions}>
          <Link to="/certificates/new" className="button">
            New
          </Link>
          <Link to="/certificates/import" className="button button-secondary">
            Import
          </Link>
        </div>
      </div>
      <p>
        Transfer certificates students download at the site’s TC look-up with their admission number and name. Only
        staff see this list.
      </p>
      <DoneMessage />
      <ErrorMessage message={listProblem} />

      <Form method="get" role="search" aria-label="Find certificates" className={filterForm.filters}>
        <div className="field">
          <label htmlFor="certificate-search">Search</label>
          <input
            id="certificate-search"
            type="search"
            name="search"
            defaultValue={search}
            maxLength={200}
            aria-describedby="certificate-search-hint"
          />
          <p id="certificate-search-hint" className="hint">
            Part of an admission number or a name.
          </p>
        </div>
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </Form>

      <p id="certificate-count" className={rows.count}>
        {list.total === 0
          ? search
            ? 'No certificates match. Try part of the admission number, or another spelling of the name.'
            : 'There are no certificates yet. Press New to add one, or Import to add many from a CSV file.'
          : list.total === 1
            ? '1 certificate'
            : `${list.total} certificates`}
        {search && list.total === 0 && (
          <>
            {' '}
            <Link to="/certificates">Show all certificates</Link>
          </>
        )}
      </p>

      {list.items.length > 0 && (
        <ul aria-labelledby="certificate-count" className={rows.rows}>
          {list.items.map((certificate) => (
            <li key={certificate.id} className={rows.row}>
              <div className={rows.rowMain}>
                {/* Often from an imported file: isolated, so a direction control cannot disguise them. */}
                <Link to={`/certificates/${certificate.id}`} className={rows.rowTitle}>
                  <bdi>{certificate.admissionNo}</bdi>
                </Link>{' '}
                <bdi className={styles.name}>{certificate.studentName}</bdi>
                <p className={rows.rowMeta}>
                  <span>
                    Issued {certificate.dateOfIssue ? formatDate(certificate.dateOfIssue) : '(date not recorded)'}
                  </span>
                  {certificate.withdrawnAt ? (
                    <span className={styles.withdrawn}>Withdrawn</span>
                  ) : (
                    <span>{scanTypeLabels[certificate.scanType]}</span>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
