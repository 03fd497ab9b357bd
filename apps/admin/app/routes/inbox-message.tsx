import { getFormProps } from '@conform-to/react';
import { Form, Link, data, redirect } from 'react-router';
import { z } from 'zod';
import {
  handledSchema,
  inboxActionLabels,
  inboxDoneCodes,
  inboxStatusLabels,
  inboxWords,
  isInboxAction,
  type InboxMessage,
} from '@school/shared/inbox';
import { formatSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/inbox-message';
import { TextareaField, type TextMeta } from '../components/fields';
import { InboxStatusTag } from '../components/status-tag';
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
import { isolated } from '../isolated-text';
import { errorTitle, pageTitle } from '../page-title';
import styles from './inbox-message.module.css';

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error || !loaderData ? errorTitle(error) : pageTitle(`Message from ${isolated(loaderData.message.name)}`, 'Inbox');

/** Opening the message marks it read (on the server). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'inbox.handle');
  return { message: valueOf(await source.inboxMessage(params.id)), timeZone: source.timeZone };
}

/** Mark as read, Mark as handled, Spam and Delete; the server checks the note again. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const source = consoleForAction(context, request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const form = formFields(formData, 'intent');
  if (!source)
    return data<FormReply>(refusalReply(databaseUnavailableRefusal, form), {
      status: databaseUnavailableRefusal.status,
    });
  if (!isInboxAction(intent)) {
    return data<FormReply>(refusalReply({ message: inboxWords.unknownAction }, form), { status: 400 });
  }
  const outcome = await source.handleMessage(params.id, intent, form);
  if (!outcome.ok) return data<FormReply>(refusalReply(outcome, form), { status: outcome.status });
  return redirect(
    intent === 'delete'
      ? withDone('/inbox', inboxDoneCodes.delete)
      : withDone(`/inbox/${params.id}`, inboxDoneCodes[intent]),
  );
}

/** The note is checked only when Mark as handled is pressed. */
const schemaFor = (submitter: HTMLInputElement | HTMLButtonElement | null) =>
  submitter?.value === 'handled' ? handledSchema : z.object({});

function Details({ message, timeZone }: { message: InboxMessage; timeZone: string }) {
  const at = (instant: string) => formatSchoolTime(instant, timeZone);
  return (
    <section aria-label="The message" className={`panel ${styles.message}`}>
      <p className={styles.statusLine}>
        <span>Status:</span> <InboxStatusTag status={message.status} />
        {message.statusBy && message.statusAt && (
          <span className={styles.statusBy}>
            {inboxStatusLabels[message.status]} by {message.statusBy}, {at(message.statusAt)}
          </span>
        )}
      </p>
      <dl className={styles.details}>
        <dt>Received</dt>
        <dd>{at(message.receivedAt)}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${message.phone}`}>{message.phone}</a>
        </dd>
        <dt>Profession</dt>
        <dd>{message.profession}</dd>
      </dl>
      <h2 className={styles.messageHeading}>Message</h2>
      <p className={styles.text}>
        <bdi>{message.message}</bdi>
      </p>
      {message.note && (
        <p className={styles.note}>
          <strong>Note:</strong> {message.note}
        </p>
      )}
    </section>
  );
}

function HandleForm({ message, reply }: { message: InboxMessage; reply: FormReply | undefined }) {
  const [form, fields] = useConsoleForm({
    id: `inbox-message-${message.id}`,
    schema: schemaFor,
    reply,
    defaultValue: { note: message.note },
  });
  return (
    <section aria-labelledby="handle-heading" className="panel">
      <h2 id="handle-heading">Handle</h2>
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <TextareaField
          meta={fields.note as TextMeta}
          label="Note"
          hint="What was done, such as “Called back about admissions”. Needed for Mark as handled."
          rows={3}
        />
        <div className="button-row">
          <button type="submit" name="intent" value="handled" className="button">
            {inboxActionLabels.handled}
          </button>
          {/* Opening the message marked it read; this puts back a message marked handled or spam. */}
          {message.status !== 'read' && (
            <button type="submit" name="intent" value="read" className="button button-secondary">
              {inboxActionLabels.read}
            </button>
          )}
          {message.status !== 'spam' && (
            <button type="submit" name="intent" value="spam" className="button button-secondary">
              {inboxActionLabels.spam}
            </button>
          )}
        </div>
      </Form>
      <details className="danger-fold">
        <summary>Delete this message…</summary>
        <p>It is deleted for good, from the inbox and from every export; it cannot be brought back.</p>
        <Form method="post">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            {inboxActionLabels.delete}
          </button>
        </Form>
      </details>
    </section>
  );
}

export default function InboxMessageScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { message, timeZone } = loaderData;
  return (
    <>
      <p className="back-link">
        <Link to="/inbox">All messages</Link>
      </p>
      {/* A visitor's words are isolated, so a direction control in them (U+202E) cannot turn round what follows. */}
      <h1>
        Message from <bdi>{message.name}</bdi>
      </h1>
      <DoneMessage />
      <Details message={message} timeZone={timeZone} />
      {/* A change from the server draws a fresh form with its values. */}
      <HandleForm key={`${message.status}-${message.statusAt}`} message={message} reply={actionData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
