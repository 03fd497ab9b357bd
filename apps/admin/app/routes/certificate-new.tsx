import { getFormProps } from '@conform-to/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  certificateFileFields,
  certificateUploadRoutes,
  certificateWords,
  newCertificateSchema,
  type CertificateStored,
} from '@school/shared/certificates';
import type { Route } from './+types/certificate-new';
import { FileField, InputField } from '../components/fields';
import { ErrorMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { useHydrated } from '../components/use-hydrated';
import { requireConsole, requirePermission } from '../console.server';
import { withDone } from '../done-messages';
import type { FormReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';
import { NeedsJavaScript, UploadProgress, scanAccept, uploadReply, useUpload } from './certificate-upload';

export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorTitle(error) : pageTitle('New certificate', 'Certificates');

export async function loader({ context, request }: Route.LoaderArgs) {
  requirePermission(requireConsole(context, request), 'certificates.manage');
  return null;
}

/**
 * New: one transfer certificate, with its scan. The form is checked here as staff type, then sent with its
 * scan to the upload route, which checks everything again; a stored certificate opens its own page.
 */
export default function NewCertificate() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const upload = useUpload<CertificateStored>(certificateUploadRoutes.add);
  const [reply, setReply] = useState<FormReply>();
  const [form, fields] = useConsoleForm({ id: 'new-certificate', schema: newCertificateSchema, reply });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform stops a form that fails its rules, and shows why.
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const answer = await upload.send(body);
    if (answer.ok) {
      void navigate(withDone(`/certificates/${answer.value.id}`, 'certificateAdded'));
    } else {
      setReply(uploadReply(answer.refusal, body));
    }
  }

  return (
    <>
      <p className="back-link">
        <Link to="/certificates">All certificates</Link>
      </p>
      <h1>New certificate</h1>
      <NeedsJavaScript />
      <ErrorMessage message={reply?.message} />
      <form {...getFormProps(form)} onSubmit={onSubmit} className="panel">
        <InputField meta={fields.admission} label="Admission No." autoComplete="off" required />
        <InputField meta={fields.name} label="Student Full Name" autoComplete="off" required />
        <InputField meta={fields.dateOfIssue} label="Date of issue" type="date" required />
        <FileField
          meta={fields[certificateFileFields.scan]}
          label="Scan"
          hint={certificateWords.scanHint}
          accept={scanAccept}
        />
        <UploadProgress sent={upload.sent} checking={certificateWords.checkingScan} />
        <div className="button-row">
          <button type="submit" className="button" disabled={!hydrated || upload.sent !== null}>
            Save
          </button>
        </div>
      </form>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
