import { getFormProps } from '@conform-to/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  certificateFileFields,
  certificateUploadRoutes,
  certificateWords,
  importCertificatesSchema,
  importColumns,
  type CertificatesImported,
  type ImportReport,
} from '@school/shared/certificates';
import type { Route } from './+types/certificate-import';
import { ErrorMessage, Note } from '../components/messages';
import { FileField } from '../components/fields';
import { RouteError } from '../components/route-error';
import { useHydrated } from '../components/use-hydrated';
import { requireConsole, requirePermission } from '../console.server';
import type { FormReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';
import { NeedsJavaScript, UploadProgress, csvAccept, scanAccept, uploadReply, useUpload } from './certificate-upload';
import styles from './certificate-import.module.css';

export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorTitle(error) : pageTitle('Import certificates', 'Certificates');

export async function loader({ context, request }: Route.LoaderArgs) {
  requirePermission(requireConsole(context, request), 'certificates.manage');
  return null;
}

/** What is wrong, file by file and row by row, when an import stored nothing. */
function ImportProblems({ report }: { report: ImportReport }) {
  return (
    <section aria-labelledby="report-heading" className="panel">
      <h2 id="report-heading">What needs attention</h2>
      <p>
        The CSV file has {report.rows} {report.rows === 1 ? 'row' : 'rows'} under its header.{' '}
        {report.rowProblems.length > 0 &&
          `${report.rowProblems.length} of them ${report.rowProblems.length === 1 ? 'needs' : 'need'} attention; line numbers count the header as line 1.`}
      </p>
      {report.fileProblems.length > 0 && (
        <ul aria-label="Problems with the files" className={styles.problems}>
          {report.fileProblems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {report.rowProblems.length > 0 && (
        <ol aria-label="Rows that need attention" className={styles.rows}>
          {report.rowProblems.map((row) => (
            <li key={row.line} className={styles.row}>
              <p className={styles.rowName}>
                Line {row.line}
                {row.admissionNo && (
                  <span className={styles.admission}>
                    {' · '}
                    <bdi>{row.admissionNo}</bdi>
                  </span>
                )}
              </p>
              <ul className={styles.problems}>
                {row.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Import: a CSV file and the scans it names, sent together to the upload route. The route checks every
 * row and every scan first and stores all of them or none; this screen shows how many were stored, or
 * the report of what to correct.
 */
export default function ImportCertificates() {
  const hydrated = useHydrated();
  const upload = useUpload<CertificatesImported>(certificateUploadRoutes.import);
  const [reply, setReply] = useState<FormReply>();
  const [report, setReport] = useState<ImportReport>();
  const [stored, setStored] = useState<number>();
  const [form, fields] = useConsoleForm({ id: 'import-certificates', schema: importCertificatesSchema, reply });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const element = event.currentTarget;
    const body = new FormData(element);
    setStored(undefined);
    setReport(undefined);
    setReply(undefined);
    const answer = await upload.send(body);
    if (answer.ok) {
      setStored(answer.value.stored);
      // Sending the same files again would only be refused as duplicates.
      element.reset();
    } else {
      setReply(uploadReply(answer.refusal, body));
      setReport(answer.refusal.report);
    }
  }

  return (
    <>
      <p className="back-link">
        <Link to="/certificates">All certificates</Link>
      </p>
      <h1>Import certificates</h1>
      <NeedsJavaScript />
      {stored !== undefined && (
        <div role="status" className="message message-success">
          <p>{certificateWords.imported(stored)}</p>
          <p>
            <Link to="/certificates">See the certificates</Link>
          </p>
        </div>
      )}
      <ErrorMessage message={reply?.message} />
      {report && <ImportProblems report={report} />}
      <p>
        {/* A file download, not a page of the console. */}
        <Link to="/certificates/template.csv" reloadDocument download>
          Download the CSV template
        </Link>{' '}
        (its header row, ready to fill in a spreadsheet and save as CSV).
      </p>
      <Note>
        {certificateWords.importHint} For example:
        <code className={styles.example}>
          {importColumns.join(',')}
          <br />
          HV/10283,Ananya Reddy,19/05/2026,10283.jpg
        </code>
      </Note>
      <form {...getFormProps(form)} onSubmit={onSubmit} className="panel">
        <FileField
          meta={fields[certificateFileFields.csv]}
          label="CSV file"
          hint={certificateWords.csvHint}
          accept={csvAccept}
        />
        <FileField
          meta={fields[certificateFileFields.scans]}
          label="Scans"
          hint={certificateWords.scansHint}
          accept={scanAccept}
          multiple
        />
        <UploadProgress sent={upload.sent} checking={certificateWords.checkingImport} />
        <div className="button-row">
          <button type="submit" className="button" disabled={!hydrated || upload.sent !== null}>
            Import
          </button>
        </div>
      </form>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
