import { getFormProps } from '@conform-to/react';
import { Form, data, redirect } from 'react-router';
import { newPasswordSchema } from '@school/shared/staff-schemas';
import type { Route } from './+types/new-password';
import { InputField } from '../components/fields';
import { ErrorMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { accountPath, formFields, requireConsole } from '../console.server';
import { withDone } from '../done-messages';
import { refusalReply } from '../forms/form-reply';
import { passwordHint } from '../forms/password-hint';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('New password'));

/** The first sign-in with a password someone else set (a new account, a reset) ends here. */
export function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  // Everyone else changes their password on the Account page, which also asks for the current one.
  if (!source.staff.mustChangePassword) throw redirect(accountPath);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const outcome = await source.changePassword(formFields(await request.formData()));
  if (!outcome.ok) return data(refusalReply(outcome), { status: outcome.status });
  // Other sessions end; this one is renewed. To Account, where the password is kept (and where someone whose school
  // requires two-factor sign-in goes next): a redirect to the start page with a query ("/?done=") reaches the
  // browser with the console's address prefixed twice, as React Router does not strip it before a query.
  return redirect(withDone(accountPath, 'password'), { headers: outcome.value.headers });
}

export default function NewPassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = useConsoleForm({ id: 'new-password', schema: newPasswordSchema, reply: actionData });
  return (
    <>
      <h1>Choose a new password</h1>
      <p>
        Your password was set by someone else. Choose one only you know before you go on; the rest of the console opens
        once it is saved.
      </p>
      <ErrorMessage message={actionData?.message} />
      <Form method="post" {...getFormProps(form)} className="panel">
        <InputField
          meta={fields.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          required
        />
        <InputField
          meta={fields.confirmPassword}
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="button">
          Save password
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
