import { getFormProps } from '@conform-to/react';
import { useEffect } from 'react';
import { Form, Link, data, redirect } from 'react-router';
import { codeSchema, signInSchema } from '@school/shared/staff-schemas';
import type { Route } from './+types/sign-in';
import { InputField } from '../components/fields';
import { useHydrated } from '../components/use-hydrated';
import { ErrorMessage } from '../components/messages';
import { appPath, safeNextPath } from '../console-paths';
import { refusalReply, type FormReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import styles from './sign-in.module.css';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Staff console' }];

export function loader({ context, request }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get('next');
  // Someone already signed in goes straight on.
  if (context.console) throw redirect(appPath(safeNextPath(next)));
  return { next: next ?? '', address: context.address, origins: context.origins };
}

type SignInStep = { step: 'password' | 'code'; reply?: FormReply };

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const next = appPath(safeNextPath(text(formData, 'next')));
  if (text(formData, 'intent') === 'verify') {
    const outcome = await context.verifySignInCode({ code: text(formData, 'code') });
    if (!outcome.ok)
      return data<SignInStep>({ step: 'code', reply: refusalReply(outcome) }, { status: outcome.status });
    return redirect(next, { headers: outcome.value.headers });
  }
  const email = text(formData, 'email');
  const outcome = await context.signIn({ email, password: text(formData, 'password') });
  if (!outcome.ok) {
    return data<SignInStep>({ step: 'password', reply: refusalReply(outcome, { email }) }, { status: outcome.status });
  }
  // With two-factor sign-in, the cookie set now only lets the code step finish the sign-in.
  if (outcome.value.codeRequired) return data<SignInStep>({ step: 'code' }, { headers: outcome.value.headers });
  return redirect(next, { headers: outcome.value.headers });
}

function PasswordStep({ next, reply }: { next: string; reply: FormReply | undefined }) {
  const [form, fields] = useConsoleForm({ id: 'sign-in', schema: signInSchema, reply });
  return (
    <>
      <h1>Sign in</h1>
      <p>Sign in with the email address and password of your staff account.</p>
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="next" value={next} />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="username" required />
        <InputField meta={fields.password} label="Password" type="password" autoComplete="current-password" required />
        <button type="submit" name="intent" value="signIn" className="button">
          Sign in
        </button>
      </Form>
      <p className={styles.help}>Forgotten your password? Ask an admin of your school to reset it.</p>
    </>
  );
}

function CodeStep({ next, reply }: { next: string; reply: FormReply | undefined }) {
  const [form, fields] = useConsoleForm({ id: 'sign-in-code', schema: codeSchema, reply });
  const codeId = fields.code.id;
  // The code field replaces the password form: take the keyboard there.
  useEffect(() => {
    document.getElementById(codeId)?.focus();
  }, [codeId]);
  return (
    <>
      <h1>Enter your code</h1>
      <p>Open the authenticator app on your phone and type the 6-digit code it shows for the staff console.</p>
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="next" value={next} />
        <InputField meta={fields.code} label="Code" inputMode="numeric" autoComplete="one-time-code" required />
        <button type="submit" name="intent" value="verify" className="button">
          Verify
        </button>
      </Form>
      <p className={styles.help}>
        No code?{' '}
        <Link to={{ pathname: '/sign-in', search: next ? `?${new URLSearchParams({ next })}` : '' }}>Start again</Link>{' '}
        with your email and password.
      </p>
      <p className={styles.help}>
        Lost the phone with your authenticator app? Ask an admin of your school to turn off two-factor sign-in for your
        account on the Staff page; then sign in with your password.
      </p>
    </>
  );
}

/**
 * The console opened at another address than its own (the server's IP, or another of its names): the browser
 * would send the form from there and the server would refuse it, so the page says where to sign in instead.
 */
function WrongAddress({ address, origins }: { address: string; origins: readonly string[] }) {
  const hydrated = useHydrated();
  if (!hydrated || origins.includes(window.location.origin)) return null;
  return (
    <div role="alert" className="message message-error">
      <p>
        This console is at <a href={address}>{address}</a>. Open it there to sign in: a form sent from{' '}
        {window.location.origin} is refused.
      </p>
    </div>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <header className={styles.header}>
        <p className={styles.brand}>Staff console</p>
      </header>
      <main id="main" className={styles.main}>
        <WrongAddress address={loaderData.address} origins={loaderData.origins} />
        <div className="panel">
          {actionData?.step === 'code' ? (
            <CodeStep next={loaderData.next} reply={actionData.reply} />
          ) : (
            <PasswordStep next={loaderData.next} reply={actionData?.reply} />
          )}
        </div>
      </main>
    </>
  );
}
