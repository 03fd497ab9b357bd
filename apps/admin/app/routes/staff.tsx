import { getFormProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Form, data, redirect } from 'react-router';
import { addStaffSchema } from '@school/shared/staff-schemas';
import { roleLabels, staffRoles } from '@school/shared/staff-permissions';
import type { Route } from './+types/staff';
import { InputField, SelectField } from '../components/fields';
import { DoneMessage, ErrorMessage } from '../components/messages';
import { RouteError } from '../components/route-error';
import {
  consoleForAction,
  databaseUnavailableRefusal,
  formFields,
  requireConsole,
  requirePermission,
  valueOf,
} from '../console.server';
import { withDone } from '../done-messages';
import { refusalReply, type FormReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { errorTitle, pageTitle } from '../page-title';
import styles from './staff.module.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Staff'));

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'staff.manage');
  return { accounts: valueOf(await source.staffAccounts()), me: source.staff.id };
}

/** A password to hand over once: after a new account or a reset. Never put in the address or kept. */
interface OneTimePassword {
  name: string;
  email: string;
  password: string;
}

interface StaffReply {
  form: 'add' | 'account';
  userId?: string;
  reply?: FormReply;
  oneTime?: OneTimePassword;
}

export async function action({ context, request }: Route.ActionArgs) {
  const source = consoleForAction(context, request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const userId = String(formData.get('userId') ?? '');
  const refuse = (form: StaffReply['form'], outcome: { status: number; message: string }, values = {}) =>
    data<StaffReply>({ form, userId, reply: refusalReply(outcome, values) }, { status: outcome.status });
  if (!source) {
    return intent === 'add'
      ? refuse('add', databaseUnavailableRefusal, formFields(formData, 'intent'))
      : refuse('account', databaseUnavailableRefusal);
  }

  if (intent === 'add') {
    const fields = formFields(formData, 'intent');
    const outcome = await source.addStaff(fields);
    if (!outcome.ok) return refuse('add', outcome, fields);
    const { account, password } = outcome.value;
    return data<StaffReply>({ form: 'add', oneTime: { name: account.name, email: account.email, password } });
  }
  if (intent === 'resetPassword') {
    const outcome = await source.resetPassword(userId);
    if (!outcome.ok) return refuse('account', outcome);
    const accounts = await source.staffAccounts();
    const account = accounts.ok ? accounts.value.find((candidate) => candidate.id === userId) : undefined;
    return data<StaffReply>({
      form: 'account',
      userId,
      oneTime: { name: account?.name ?? '', email: account?.email ?? '', password: outcome.value.password },
    });
  }
  if (intent === 'setRole') {
    const outcome = await source.setRole(userId, String(formData.get('role') ?? ''));
    if (!outcome.ok) return refuse('account', outcome);
    return redirect(withDone('/staff', 'role'));
  }
  if (intent === 'resetTwoFactor') {
    const outcome = await source.resetTwoFactor(userId);
    if (!outcome.ok) return refuse('account', outcome);
    return redirect(withDone('/staff', 'twoFactorReset'));
  }
  if (intent === 'disable' || intent === 'enable') {
    const outcome = await source.setDisabled(userId, intent === 'disable');
    if (!outcome.ok) return refuse('account', outcome);
    return redirect(withDone('/staff', intent === 'disable' ? 'disabled' : 'enabled'));
  }
  return refuse('account', { status: 400, message: 'That button is not known. Reload the page and try again.' });
}

/** Asked before a press that locks a colleague out or ends their password, which a stray tap on a phone can do. */
const staffQuestions = {
  disable: (name: string) =>
    `Disable ${name}’s account? They are signed out at once and cannot sign in until an admin enables it again.`,
  resetPassword: (name: string) =>
    `Make a new password for ${name}? Their current password stops working at once, and you give them the new one.`,
  resetTwoFactor: (name: string) =>
    `Turn off two-factor sign-in for ${name}? Do this only when they have lost the phone with their authenticator app. They are signed out at once.`,
};

const roleChoices = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/**
 * Shown where the button was pressed (in the person's row, or under Add a person) and focused, so that on a phone
 * the password is on screen, not above it.
 */
function OneTimePasswordNote({ oneTime }: { oneTime: OneTimePassword }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), [oneTime]);
  return (
    <div ref={note} tabIndex={-1} role="status" className="message message-success">
      <p>
        Give this one-time password to {oneTime.name || 'the person'} ({oneTime.email}):
      </p>
      <p className={styles.password}>
        <code>{oneTime.password}</code>
      </p>
      <p>It is shown only this once. At their first sign-in they choose a password of their own.</p>
    </div>
  );
}

function AddStaffForm({ reply, oneTime }: { reply: FormReply | undefined; oneTime: OneTimePassword | undefined }) {
  const [form, fields] = useConsoleForm({ id: 'add-staff', schema: addStaffSchema, reply });
  return (
    <section aria-labelledby="add-heading" className="panel">
      <h2 id="add-heading">Add a person</h2>
      {oneTime && <OneTimePasswordNote oneTime={oneTime} />}
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <InputField meta={fields.name} label="Name" autoComplete="off" required />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="off" required />
        <SelectField meta={fields.role} label="Role" choices={roleChoices} placeholder="Choose a role" required />
        <button type="submit" name="intent" value="add" className="button">
          Add account
        </button>
      </Form>
    </section>
  );
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me } = loaderData;
  const accountReply = actionData?.form === 'account' ? actionData : undefined;
  const addReply = actionData?.form === 'add' ? actionData : undefined;
  return (
    <>
      <h1>Staff</h1>
      <DoneMessage />
      <ErrorMessage message={accountReply?.reply?.message} />
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Accounts</h2>
        <ul className={styles.accounts}>
          {accounts.map((account) => {
            const roleId = `role-${account.id}`;
            return (
              <li key={account.id} className={styles.account}>
                <p className={styles.name}>
                  {account.name}
                  {account.id === me && ' (you)'}
                </p>
                <p className={styles.details}>
                  {account.email} · {roleLabels[account.role]} · {account.disabled ? 'Disabled' : 'Active'} · two-factor
                  sign-in {account.twoFactorEnabled ? 'on' : 'off'}
                </p>
                {accountReply?.userId === account.id && accountReply.oneTime && (
                  <OneTimePasswordNote oneTime={accountReply.oneTime} />
                )}
                {account.id !== me && (
                  <div className={styles.controls}>
                    <Form method="post" className={styles.roleForm}>
                      <input type="hidden" name="userId" value={account.id} />
                      <div className="field">
                        <label htmlFor={roleId}>
                          Role<span className="visually-hidden"> for {account.name}</span>
                        </label>
                        <select id={roleId} name="role" defaultValue={account.role}>
                          {roleChoices.map((choice) => (
                            <option key={choice.value} value={choice.value}>
                              {choice.label}
                            </option>
                          ))}
                        </select>
                      </div>
                      <button type="submit" name="intent" value="setRole" className="button button-secondary">
                        Save role<span className="visually-hidden"> for {account.name}</span>
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="userId" value={account.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={account.disabled ? 'enable' : 'disable'}
                        className="button button-secondary"
                        onClick={(event) => {
                          if (!account.disabled && !window.confirm(staffQuestions.disable(account.name))) {
                            event.preventDefault();
                          }
                        }}
                      >
                        {account.disabled ? 'Enable' : 'Disable'}
                        <span className="visually-hidden"> {account.name}</span>
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="userId" value={account.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="resetPassword"
                        className="button button-secondary"
                        onClick={(event) => {
                          if (!window.confirm(staffQuestions.resetPassword(account.name))) event.preventDefault();
                        }}
                      >
                        Reset password<span className="visually-hidden"> of {account.name}</span>
                      </button>
                    </Form>
                    {account.twoFactorEnabled && (
                      <Form method="post">
                        <input type="hidden" name="userId" value={account.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="resetTwoFactor"
                          className="button button-secondary"
                          onClick={(event) => {
                            if (!window.confirm(staffQuestions.resetTwoFactor(account.name))) event.preventDefault();
                          }}
                        >
                          Turn off two-factor sign-in<span className="visually-hidden"> for {account.name}</span>
                        </button>
                      </Form>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <AddStaffForm reply={addReply?.reply} oneTime={addReply?.oneTime} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
