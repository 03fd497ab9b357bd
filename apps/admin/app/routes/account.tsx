import { getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, data, redirect } from 'react-router';
import { codeSchema, newPasswordSchema, passwordSchema } from '@school/shared/staff-schemas';
import { roleLabels } from '@school/shared/staff-permissions';
import type { Route } from './+types/account';
import { InputField } from '../components/fields';
import { DoneMessage, ErrorMessage, Note } from '../components/messages';
import { RouteError } from '../components/route-error';
import { formFields, requireConsole } from '../console.server';
import { withDone } from '../done-messages';
import { refusalReply, withoutPasswords, type FormReply } from '../forms/form-reply';
import { passwordHint } from '../forms/password-hint';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Account'));

export function loader({ context, request }: Route.LoaderArgs) {
  const { name, email, role, twoFactorEnabled, mustSetUpTwoFactor } = requireConsole(context, request).staff;
  return { name, email, role, twoFactorEnabled, mustSetUpTwoFactor };
}

type AccountForm = 'password' | 'startTwoFactor' | 'confirmTwoFactor' | 'disableTwoFactor';

/** Set-up of two-factor sign-in, shown until the first code confirms it. */
interface TwoFactorSetup {
  key: string;
  qrImage: string;
}

interface AccountReply {
  form: AccountForm;
  reply?: FormReply;
  setup?: TwoFactorSetup;
}

const qrImagePrefix = 'data:image/svg+xml;base64,';

/** The set-up carried through the confirm form, so a mistyped code does not lose the QR code. */
function setupFrom(formData: FormData): TwoFactorSetup | undefined {
  const key = formData.get('setupKey');
  const qrImage = formData.get('setupQr');
  if (typeof key !== 'string' || typeof qrImage !== 'string' || !qrImage.startsWith(qrImagePrefix)) return undefined;
  return { key, qrImage };
}

export async function action({ context, request }: Route.ActionArgs) {
  const source = requireConsole(context, request);
  const formData = await request.formData();
  const form = formData.get('form') as AccountForm;
  const fields = formFields(formData, 'form', 'setupKey', 'setupQr');
  const refuse = (
    outcome: { status: number; message: string; fieldErrors?: Record<string, string> },
    setup?: TwoFactorSetup,
  ) =>
    data<AccountReply>(
      { form, reply: refusalReply(outcome, withoutPasswords(fields)), ...(setup ? { setup } : {}) },
      { status: outcome.status },
    );

  switch (form) {
    case 'password': {
      const outcome = await source.changePassword(fields);
      if (!outcome.ok) return refuse(outcome);
      return redirect(withDone('/account', 'password'), { headers: outcome.value.headers });
    }
    case 'startTwoFactor': {
      const outcome = await source.startTwoFactor(fields);
      if (!outcome.ok) return refuse(outcome);
      const { key, qrSvg } = outcome.value;
      return data<AccountReply>({
        form,
        setup: { key, qrImage: `${qrImagePrefix}${Buffer.from(qrSvg).toString('base64')}` },
      });
    }
    case 'confirmTwoFactor': {
      const outcome = await source.confirmTwoFactor(fields);
      if (!outcome.ok) return refuse(outcome, setupFrom(formData));
      // The session is renewed; the rest of the console opens if the school required this.
      return redirect(withDone('/account', 'twoFactorOn'), { headers: outcome.value.headers });
    }
    case 'disableTwoFactor': {
      const outcome = await source.disableTwoFactor(fields);
      if (!outcome.ok) return refuse(outcome);
      return redirect(withDone('/account', 'twoFactorOff'), { headers: outcome.value.headers });
    }
    default:
      return data<AccountReply>(
        { form: 'password', reply: refusalReply({ message: 'Reload the page and try again.' }) },
        { status: 400 },
      );
  }
}

function replyFor(actionData: AccountReply | undefined, form: AccountForm) {
  return actionData?.form === form ? actionData.reply : undefined;
}

function PasswordForm({ reply }: { reply: FormReply | undefined }) {
  const [form, fields] = useConsoleForm({ id: 'change-password', schema: newPasswordSchema, reply });
  return (
    <section aria-labelledby="password-heading" className="panel">
      <h2 id="password-heading">Change your password</h2>
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="form" value="password" />
        <InputField
          meta={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
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
          Change password
        </button>
      </Form>
    </section>
  );
}

function PasswordConfirmForm({
  form: which,
  reply,
  button,
  children,
}: {
  form: 'startTwoFactor' | 'disableTwoFactor';
  reply: FormReply | undefined;
  button: string;
  children: ReactNode;
}) {
  const [form, fields] = useConsoleForm({ id: which, schema: passwordSchema, reply });
  return (
    <>
      {children}
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="form" value={which} />
        <InputField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          hint="Your password again, to show it is you."
          required
        />
        <button type="submit" className="button">
          {button}
        </button>
      </Form>
    </>
  );
}

function ConfirmTwoFactor({ setup, reply }: { setup: TwoFactorSetup; reply: FormReply | undefined }) {
  const [form, fields] = useConsoleForm({ id: 'confirmTwoFactor', schema: codeSchema, reply });
  return (
    <>
      <ol className={styles.steps}>
        <li>Open an authenticator app on your phone (for example Google Authenticator or Microsoft Authenticator).</li>
        <li>
          Scan this QR code with it, or type the key below into the app.
          <img
            src={setup.qrImage}
            alt="QR code for the authenticator app"
            className={styles.qr}
            width={200}
            height={200}
          />
          <p>
            Key: <code className={styles.key}>{setup.key}</code>
          </p>
        </li>
        <li>Type the 6-digit code the app shows, and press Confirm.</li>
      </ol>
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="form" value="confirmTwoFactor" />
        <input type="hidden" name="setupKey" value={setup.key} />
        <input type="hidden" name="setupQr" value={setup.qrImage} />
        <InputField meta={fields.code} label="Code" inputMode="numeric" autoComplete="one-time-code" required />
        <button type="submit" className="button">
          Confirm
        </button>
      </Form>
    </>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, role, twoFactorEnabled, mustSetUpTwoFactor } = loaderData;
  const setup = actionData?.setup;
  return (
    <>
      <h1>Account</h1>
      <DoneMessage />
      <p>
        {name}, {email}. Your role is {roleLabels[role]}.
      </p>
      {mustSetUpTwoFactor && (
        <Note>
          Your school requires two-factor sign-in. Set it up under Two-factor authentication below; the rest of the
          console opens as soon as it is on.
        </Note>
      )}
      <PasswordForm reply={replyFor(actionData, 'password')} />
      <section aria-labelledby="two-factor-heading" className="panel">
        <h2 id="two-factor-heading">Two-factor authentication</h2>
        {twoFactorEnabled ? (
          <PasswordConfirmForm
            form="disableTwoFactor"
            reply={replyFor(actionData, 'disableTwoFactor')}
            button="Disable"
          >
            <p>
              <strong>On.</strong> Signing in asks for a code from your authenticator app as well as your password.
            </p>
          </PasswordConfirmForm>
        ) : setup ? (
          <ConfirmTwoFactor setup={setup} reply={replyFor(actionData, 'confirmTwoFactor')} />
        ) : (
          <PasswordConfirmForm form="startTwoFactor" reply={replyFor(actionData, 'startTwoFactor')} button="Enable">
            <p>
              <strong>Off.</strong> With two-factor sign-in, signing in also asks for a code from an app on your phone,
              so a stolen password alone is not enough.
            </p>
          </PasswordConfirmForm>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
