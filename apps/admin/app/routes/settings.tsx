import { getFormProps } from '@conform-to/react';
import { Form, data, redirect } from 'react-router';
import { settingsSchema } from '@school/shared/staff-schemas';
import type { Route } from './+types/settings';
import { CheckboxField } from '../components/fields';
import { DoneMessage, ErrorMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { formFields, requireConsole, requirePermission, valueOf } from '../console.server';
import { withDone } from '../done-messages';
import { refusalReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Settings'));

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'settings.manage');
  return { settings: valueOf(await source.settings()) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const outcome = await source.saveSettings(formFields(await request.formData()));
  if (!outcome.ok) return data(refusalReply(outcome), { status: outcome.status });
  return redirect(withDone('/settings', 'settings'));
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useConsoleForm({
    id: 'settings',
    schema: settingsSchema,
    reply: actionData,
    defaultValue: { requireTwoFactor: loaderData.settings.requireTwoFactor ? 'on' : '' },
  });
  return (
    <>
      <h1>Settings</h1>
      <DoneMessage />
      <ErrorMessage message={actionData?.message} />
      <Form method="post" {...getFormProps(form)} className="panel">
        <CheckboxField
          meta={fields.requireTwoFactor}
          label="Require two-factor sign-in for everyone at this school"
          hint="Everyone at this school then needs an authenticator app on their phone to sign in."
        />
        <button type="submit" className="button">
          Save
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
