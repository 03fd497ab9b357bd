import { getFormProps } from '@conform-to/react';
import { useState, type FormEvent } from 'react';
import { Form, Link, data, redirect, useNavigate } from 'react-router';
import {
  certificateFileFields,
  certificateScanPath,
  certificateWords,
  replaceScanSchema,
  scanTypeLabels,
  type Certificate,
  type CertificateStored,
} from '@school/shared/certificates';
import { formatDate } from '@school/shared/date-format';
import { formatSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/certificate-detail';
import { DoneMessage, ErrorMessage, Note } from '../components/messages';
import { FileField } from '../components/fields';
import { RouteError } from '../components/route-error';
import { useHydrated } from '../components/use-hydrated';
import { requireConsole, requirePermission, valueOf } from '../console.server';
import { withDone } from '../done-messages';
import type { FormReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { isolated } from '../isolated-text';
import { errorTitle, pageTitle } from '../page-title';
import { NeedsJavaScript, UploadProgress, scanAccept, uploadReply, useUpload } from './certificate-upload';
import styles from './certificate-detail.module.css';

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error || !loaderData ? errorTitle(error) : pageTitle(isolated(loaderData.certificate.admissionNo), 'Certificates');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'certificates.manage');
  return { certificate: valueOf(await source.certificate(params.id)), timeZone: source.timeZone };
}

/** Withdraw (the only change that sends no file), then back to this page. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const formData = await request.formData();
  if (formData.get('intent') !== 'withdraw') {
    return data({ message: 'That button is not known. Reload the page and try again.' }, { status: 400 });
  }
  const outcome = await source.withdrawCertificate(params.id);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirect(withDone(`/certificates/${params.id}`, 'certificateWithdrawn'));
}

function Details({ certificate, timeZone }: { certificate: Certificate; timeZone: string }) {
  const at = (instant: string) => formatSchoolTime(instant, timeZone);
  const by = (name: string | null) => (name ? ` by ${name}` : '');
  return (
    <dl className={styles.details}>
      <dt>Student Full Name</dt>
      {/* Typed in an imported file as often as by staff: isolated, so a direction control cannot disguise them. */}
      <dd>
        <bdi>{certificate.studentName}</bdi>
      </dd>
      <dt>Admission No.</dt>
      <dd>
        <bdi>{certificate.admissionNo}</bdi>
      </dd>
      <dt>Date of issue</dt>
      <dd>{certificate.dateOfIssue ? formatDate(certificate.dateOfIssue) : 'Not recorded'}</dd>
      <dt>Added</dt>
      <dd>
        {at(certificate.addedAt)}
        {by(certificate.addedBy)}
      </dd>
      {certificate.replacedAt && (
        <>
          <dt>Scan replaced</dt>
          <dd>
            {at(certificate.replacedAt)}
            {by(certificate.replacedBy)}
          </dd>
        </>
      )}
      {certificate.withdrawnAt ? (
        <>
          <dt>Withdrawn</dt>
          <dd>
            {at(certificate.withdrawnAt)}
            {by(certificate.withdrawnBy)}
          </dd>
        </>
      ) : (
        <>
          <dt>Scan</dt>
          <dd>
            {scanTypeLabels[certificate.scanType]}
            {' · '}
            {/* A Fastify route outside this app (it streams the file and writes the audit log): a plain link. */}
            <a href={certificateScanPath(certificate.id)} target="_blank" rel="noopener">
              Open scan<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** Replace scan: the new scan goes to the upload route; the page then shows the certificate again. */
function ReplaceScan({ id }: { id: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const upload = useUpload<CertificateStored>(certificateScanPath(id));
  const [reply, setReply] = useState<FormReply>();
  const [form, fields] = useConsoleForm({ id: `replace-scan-${id}`, schema: replaceScanSchema, reply });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const answer = await upload.send(body);
    if (answer.ok) void navigate(withDone(`/certificates/${id}`, 'scanReplaced'));
    else setReply(uploadReply(answer.refusal, body));
  }

  return (
    <section aria-labelledby="replace-heading" className="panel">
      <h2 id="replace-heading">Replace scan</h2>
      <p>The look-up gives the new scan from then on, and the old scan is deleted.</p>
      <NeedsJavaScript />
      <ErrorMessage message={reply?.message} />
      <form {...getFormProps(form)} onSubmit={onSubmit}>
        <FileField
          meta={fields[certificateFileFields.scan]}
          label="New scan"
          hint={certificateWords.scanHint}
          accept={scanAccept}
        />
        <UploadProgress sent={upload.sent} checking={certificateWords.checkingScan} />
        <button type="submit" className="button button-secondary" disabled={!hydrated || upload.sent !== null}>
          Replace scan
        </button>
      </form>
    </section>
  );
}

export default function CertificateDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { certificate, timeZone } = loaderData;
  return (
    <>
      <p className="back-link">
        <Link to="/certificates">All certificates</Link>
      </p>
      <h1>
        Certificate <bdi>{certificate.admissionNo}</bdi>
      </h1>
      <DoneMessage />
      <ErrorMessage message={actionData?.message} />
      <section aria-label="The certificate" className="panel">
        <Details certificate={certificate} timeZone={timeZone} />
      </section>
      {certificate.withdrawnAt ? (
        <Note>{certificateWords.withdrawn}</Note>
      ) : (
        <>
          <p className="hint">Each opening of this page and of its scan is written to the audit log.</p>
          <ReplaceScan id={certificate.id} />
          {/* Folded, like Delete elsewhere in the console: withdrawing deletes the scan, so it takes two presses. */}
          <details className="danger-fold">
            <summary>Withdraw this certificate…</summary>
            <p>{certificateWords.withdrawHint}</p>
            <Form method="post">
              <button type="submit" name="intent" value="withdraw" className="button button-danger">
                Withdraw
              </button>
            </Form>
          </details>
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
