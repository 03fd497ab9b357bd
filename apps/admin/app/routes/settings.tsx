import { getFormProps } from '@conform-to/react';
import { Form, data, redirect } from 'react-router';
import { settingsSchema } from '@school/shared/staff-schemas';
import type { Route } from './+types/settings';
import { CheckboxField } from '../components/fields';
import { DoneMessage, ErrorMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import { SchoolProfileForm, profileIntent } from '../components/school-profile-form';
import { formFields, requireConsole, requirePermission, valueOf } from '../console.server';
import { withDone } from '../done-messages';
import { refusalReply, type FormReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Settings'));

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'settings.manage');
  const [settings, profile] = await Promise.all([source.settings(), source.schoolProfile()]);
  return { settings: valueOf(settings), profile: valueOf(profile), timeZone: source.timeZone };
}

/** Which of the page's two forms a refusal belongs to, so each shows only its own. */
type SettingsReply = FormReply & { form: 'settings' | 'profile' };

export async function action({ context, request }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const formData = await request.formData();
  if (formData.get('intent') === profileIntent) {
    const form = formFields(formData, 'intent', 'version');
    const version = String(formData.get('version') ?? '');
    const outcome = await source.saveSchoolProfile(form, Number(version));
    if (!outcome.ok) {
      const reply: SettingsReply = { ...refusalReply(outcome, { ...form, version }), form: 'profile' };
      return data(reply, { status: outcome.status });
    }
    return redirect(withDone('/settings', 'profile'));
  }
  const outcome = await source.saveSettings(formFields(formData));
  if (!outcome.ok)
    return data({ ...refusalReply(outcome), form: 'settings' } as SettingsReply, { status: outcome.status });
  return redirect(withDone('/settings', 'settings'));
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const settingsReply = actionData?.form === 'settings' ? actionData : undefined;
  const [form, fields] = useConsoleForm({
    id: 'settings',
    schema: settingsSchema,
    reply: settingsReply,
    defaultValue: { requireTwoFactor: loaderData.settings.requireTwoFactor ? 'on' : '' },
  });
  return (
    <>
      <h1>Settings</h1>
      <DoneMessage />
      <section aria-labelledby="sign-in-heading" className="panel">
        <h2 id="sign-in-heading">Signing in</h2>
        <ErrorMessage message={settingsReply?.message} />
        <Form method="post" {...getFormProps(form)}>
          <CheckboxField
            meta={fields.requireTwoFactor}
            label="Require two-factor sign-in for everyone at this school"
            hint="Everyone at this school then needs an authenticator app on their phone to sign in."
          />
          <button type="submit" className="button">
            Save
          </button>
        </Form>
      </section>
      <SchoolProfileForm
        // A newly saved profile draws a fresh form with its values.
        key={loaderData.profile.version}
        saved={loaderData.profile}
        reply={actionData?.form === 'profile' ? actionData : undefined}
        timeZone={loaderData.timeZone}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
