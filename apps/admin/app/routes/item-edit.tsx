import { getFormProps } from '@conform-to/react';
import { Form, Link, data, redirect } from 'react-router';
import { z } from 'zod';
import {
  choiceLabel,
  findConsoleKind,
  fileColumns,
  itemHeading,
  previewPageId,
  type ConsoleKind,
  type ConsoleKindSlug,
  type FileColumn,
} from '@school/shared/console-kinds';
import { itemFieldsSchema, scheduleSchema, sendBackSchema } from '@school/shared/console-schemas';
import type { Item } from '@school/shared/console-source';
import type { SchoolDocument } from '@school/shared/page-text-editing';
import { binDays, type LifecycleAction } from '@school/shared/content-lifecycle';
import { formatSchoolTime, instantToSchoolTime } from '@school/shared/school-time';
import type { Route } from './+types/item-edit';
import { InputField, SelectField, TextareaField, type TextMeta } from '../components/fields';
import { DoneMessage, ErrorMessage, Note } from '../components/messages';
import { RichTextField } from '../components/rich-text-field';
import { DisclosureField, type DisclosureDocument } from '../components/disclosure-field';
import { RouteError } from '../components/route-error';
import { StatusTag } from '../components/status-tag';
import { consoleHref } from '../console-paths';
import {
  consoleForAction,
  databaseUnavailableRefusal,
  formFields,
  requireConsole,
  requireKind,
  requirePermission,
} from '../console.server';
import { withDone, type DoneCode } from '../done-messages';
import { refusalReply, type FormReply } from '../forms/form-reply';
import { isLifecycleAction, offeredActions } from '../item-actions';
import { attachmentAction, attachmentRefusal, isAttachmentIntent } from '../attachment-actions';
import { AttachmentList } from '../components/attachment-list';
import { FileUploader } from '../components/file-uploader';
import { DocumentAddress } from '../components/document-row';
import { documentHref } from '@school/shared/asset-paths';
import { useConsoleForm, type FormValues } from '../forms/use-console-form';
import { withArticle } from '../kind-words';
import { namedDocument, schoolDocuments, sitePageNamed } from '../site-pages.server';
import { disclosureDocuments } from '../disclosure-documents.server';
import { errorTitle, pageTitle } from '../page-title';
import styles from './item-edit.module.css';

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (error || !loaderData) return errorTitle(error);
  const kind = findConsoleKind(loaderData.kind);
  return pageTitle(kind ? screenHeading(kind, loaderData) : 'New item', kind?.label ?? 'Content');
};

/** The screen's heading, and its tab's title: the item's, the page's a text is written for, or a new one's. */
function screenHeading(kind: ConsoleKind, { item, newPage }: { item: Item | null; newPage: NewPage }): string {
  if (item) return itemHeading(item.fields, kind);
  return newPage?.title ?? kind.single?.heading ?? `New ${kind.noun}`;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  const kind = requireKind(params.kind);
  requirePermission(source, 'content.edit', kind);
  const item = params.id === undefined ? null : ((await source.item(kind.slug, params.id)) ?? null);
  if (params.id !== undefined && !item) throw data(null, { status: 404 });
  // A page's text is written for a page of the site map, chosen on the Pages screen.
  const query = new URL(request.url).searchParams;
  const newPage = kind.sitePage && !item ? sitePageNamed(query.get('page')) : undefined;
  // A document the site links by a key of its own is made under that key, from the link that names it.
  const newDocument = kind.keyed && !item ? namedDocument(query.get('key')) : undefined;
  if (kind.sitePage && !item && !newPage) throw redirect(`/${kind.slug}`);
  // The one item of its kind is started once: its New opens it from then on.
  if (kind.single && !item) {
    const existing = (await source.list(kind.slug, {})).items[0];
    if (existing) throw redirect(`/${kind.slug}/${existing.id}`);
  }
  return {
    newPage,
    newDocument,
    // A page's text may show any of the school's documents in a frame: Insert block offers them.
    documents: kind.sitePage ? await schoolDocuments(source) : [],
    // The disclosure names each document its rows link, and where it is kept.
    disclosureDocuments: kind.single ? await disclosureDocuments(source) : [],
    kind: kind.slug as ConsoleKindSlug,
    item,
    role: source.staff.role,
    timeZone: source.timeZone,
    // One clock for the whole page, so the server's HTML and the browser agree on which buttons show.
    now: new Date().toISOString(),
  };
}

/** Where each button's success message comes from. */
const doneCodes: Record<LifecycleAction, DoneCode> = {
  save: 'save',
  requestReview: 'requestReview',
  approve: 'approve',
  sendBack: 'sendBack',
  publishNow: 'publishNow',
  schedule: 'schedule',
  unpublish: 'unpublish',
  delete: 'deleted',
  restore: 'restored',
};

type EditReply = FormReply & { conflict: boolean };

/** Every button of the edit screen: the raw form goes to the server, which checks it again. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const source = consoleForAction(context, request);
  const kind = requireKind(params.kind);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (isAttachmentIntent(intent) && params.id !== undefined) {
    if (!source) return attachmentRefusal(databaseUnavailableRefusal);
    return attachmentAction(source, kind, params.id, intent, formData);
  }
  const form = formFields(formData, 'intent', 'version');
  const version = formData.get('version');
  const values = typeof version === 'string' ? { ...form, version } : form;
  const refuse = (refusal: { status: number; message: string; fieldErrors?: Record<string, string> }) =>
    data<EditReply>({ ...refusalReply(refusal, values), conflict: refusal.status === 409 }, { status: refusal.status });
  if (!source) return refuse(databaseUnavailableRefusal);

  if (params.id === undefined) {
    const outcome = await source.create(kind.slug, form);
    if (!outcome.ok) return refuse(outcome);
    return redirect(withDone(`/${kind.slug}/${outcome.value.id}`, 'created'));
  }
  if (!isLifecycleAction(intent)) {
    return refuse({ status: 400, message: 'That button is not known. Reload the page and try again.' });
  }
  const outcome = await source.act(kind.slug, params.id, intent, { version: Number(version), form });
  if (!outcome.ok) return refuse(outcome);
  const next = intent === 'delete' ? `/${kind.slug}` : `/${kind.slug}/${params.id}`;
  return redirect(withDone(next, doneCodes[intent]));
}

/** The rule the form checks before it is sent, by the button pressed (none for leaving the site or the bin). */
function schemaChoice(kind: ConsoleKind, timeZone: string, hasSchedule: boolean) {
  const fields = itemFieldsSchema(kind);
  const withSchedule = hasSchedule ? z.intersection(fields, scheduleSchema(timeZone)) : fields;
  return (submitter: HTMLInputElement | HTMLButtonElement | null) => {
    switch (submitter?.value) {
      case 'sendBack':
        return sendBackSchema;
      case 'unpublish':
      case 'delete':
      case 'restore':
        return z.object({});
      default:
        return withSchedule;
    }
  };
}

function KindField({
  field,
  meta,
  documents,
  disclosureDocuments,
}: {
  field: ConsoleKind['fields'][number];
  meta: TextMeta;
  documents: readonly SchoolDocument[];
  disclosureDocuments: readonly DisclosureDocument[];
}) {
  const common = { meta, label: field.label, required: field.required, ...(field.hint ? { hint: field.hint } : {}) };
  switch (field.input) {
    case 'richText':
      return <RichTextField {...common} />;
    case 'pageText':
      return <RichTextField {...common} pageText documents={documents} />;
    case 'disclosure':
      return <DisclosureField meta={meta} documents={disclosureDocuments} />;
    case 'textarea':
      return <TextareaField {...common} />;
    case 'select':
      return (
        <SelectField
          {...common}
          choices={(field.choices ?? []).map((choice) => ({ value: choice, label: choiceLabel(field, choice) }))}
          placeholder={field.required ? 'Choose one' : '(none)'}
        />
      );
    case 'date':
      return <InputField {...common} type="date" />;
    case 'url':
      return <InputField {...common} type="url" inputMode="url" />;
    default:
      return <InputField {...common} />;
  }
}

function ActionButton({
  intent,
  children,
  variant = 'primary',
}: {
  intent: LifecycleAction;
  children: string;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const className = variant === 'primary' ? 'button' : `button button-${variant}`;
  return (
    <button type="submit" name="intent" value={intent} className={className}>
      {children}
    </button>
  );
}

function ItemStatus({ item, timeZone, kind }: { item: Item; timeZone: string; kind: ConsoleKind }) {
  const at = (instant: string) => formatSchoolTime(instant, timeZone);
  return (
    <section aria-label="Where it stands" className={`panel ${styles.status}`}>
      <p className={styles.statusLine}>
        <span>Status:</span> <StatusTag status={item.status} />
      </p>
      {item.keyed && (
        <p>
          Pages link it at <DocumentAddress keyed={item.keyed} />
        </p>
      )}
      {item.deletedAt ? (
        <p>
          This {kind.noun} is in the bin since {at(item.deletedAt)}. Restore it to put it back in its list; it is
          deleted for good {binDays} days after it went in.
        </p>
      ) : (
        <>
          {item.publishAt && item.unpublishAt && (
            <p>
              On the site from {at(item.publishAt)} until {at(item.unpublishAt)}.
            </p>
          )}
          {item.publishAt && !item.unpublishAt && <p>On the site from {at(item.publishAt)}.</p>}
          {!item.publishAt && item.unpublishAt && <p>Leaves the site on {at(item.unpublishAt)}.</p>}
          {item.hasDraft && (
            <p>
              You are editing a draft of changes. The site still shows the published version until you publish.
              {item.reviewRequested && ' The changes are waiting for review.'}
            </p>
          )}
        </>
      )}
      {item.reviewComment && (
        <p className={styles.comment}>
          Sent back with this comment: <q>{item.reviewComment}</q>
        </p>
      )}
      <p>
        Last saved {at(item.updatedAt)}. <Link to={`/${kind.slug}/${item.id}/history`}>History</Link>
        {previewPageId(kind, { category: item.fields.category, key: item.page }) && (
          <>
            {' · '}
            {/* Served by the public site's own pages, outside this app: a plain link. */}
            <a href={consoleHref(`/preview/${kind.slug}/${item.id}`)} target="_blank" rel="noopener">
              Preview<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </p>
    </section>
  );
}

/** The page of the site a new page's text is for. */
type NewPage = { id: string; title: string; path: string; startingTitle: string } | undefined;

/** The document of the site's own links a new document is made for. */
type NewDocument = { key: string; title: string } | undefined;

function EditForm({
  kind,
  item,
  newPage,
  newDocument,
  documents,
  disclosureDocuments,
  offered,
  timeZone,
  reply,
}: {
  kind: ConsoleKind;
  item: Item | null;
  newPage: NewPage;
  newDocument: NewDocument;
  documents: readonly SchoolDocument[];
  disclosureDocuments: readonly DisclosureDocument[];
  offered: Set<LifecycleAction>;
  timeZone: string;
  reply: EditReply | undefined;
}) {
  const hasSchedule = offered.has('schedule');
  const hasReview = offered.has('approve') || offered.has('sendBack');
  const defaultValue: FormValues = {
    ...(newPage ? { title: newPage.startingTitle } : {}),
    ...(newDocument ? { title: newDocument.title } : {}),
    ...item?.fields,
    publishAt: item?.publishAt ? instantToSchoolTime(item.publishAt, timeZone) : '',
    unpublishAt: item?.unpublishAt ? instantToSchoolTime(item.unpublishAt, timeZone) : '',
    comment: '',
  };
  const [form, fields] = useConsoleForm({
    id: `item-${kind.slug}-${item?.id ?? 'new'}`,
    schema: schemaChoice(kind, timeZone, hasSchedule),
    reply,
    defaultValue,
  });
  const version = reply?.result.initialValue?.version ?? String(item?.version ?? '');
  const inBin = Boolean(item?.deletedAt);

  return (
    <>
      <ErrorMessage message={reply?.message} />
      {reply?.conflict && item && (
        <p>
          <Link to={`/${kind.slug}/${item.id}`} reloadDocument>
            Open the latest version
          </Link>{' '}
          (what you typed here is not saved; copy anything you want to keep first).
        </p>
      )}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="version" value={typeof version === 'string' ? version : ''} />
        {newPage && <input type="hidden" name="page" value={newPage.id} />}
        {newDocument && <input type="hidden" name="key" value={newDocument.key} />}
        {!inBin && (
          <div className="panel">
            {kind.fields.map((field) => (
              <KindField
                key={field.column}
                field={field}
                meta={fields[field.column] as TextMeta}
                documents={documents}
                disclosureDocuments={disclosureDocuments}
              />
            ))}
            <div className="button-row">
              {offered.has('save') && <ActionButton intent="save">Save draft</ActionButton>}
              {offered.has('requestReview') && (
                <ActionButton intent="requestReview" variant="secondary">
                  Request review
                </ActionButton>
              )}
              {offered.has('publishNow') && (
                <ActionButton intent="publishNow" variant="secondary">
                  Publish now
                </ActionButton>
              )}
              {offered.has('unpublish') && (
                <ActionButton intent="unpublish" variant="secondary">
                  Unpublish
                </ActionButton>
              )}
            </div>
          </div>
        )}

        {hasReview && (
          <section aria-labelledby="review-heading" className="panel">
            <h2 id="review-heading">Review</h2>
            <p>An editor asked for this to go on the site. Approve it, or send it back with a comment.</p>
            {offered.has('approve') && (
              <div className="button-row">
                <ActionButton intent="approve">Approve</ActionButton>
              </div>
            )}
            {offered.has('sendBack') && (
              <>
                <TextareaField
                  meta={fields.comment as TextMeta}
                  label="Comment"
                  hint="Say what to change. The editor sees this when they open the item."
                  rows={3}
                />
                <ActionButton intent="sendBack" variant="secondary">
                  Send back
                </ActionButton>
              </>
            )}
          </section>
        )}

        {hasSchedule && (
          <section aria-labelledby="schedule-heading" className="panel">
            <h2 id="schedule-heading">Publish at a set time</h2>
            <p className={`hint ${styles.scheduleHint}`}>
              Times are the school’s ({timeZone}). Leave Unpublish at empty to keep the item on the site.
            </p>
            <div className={styles.scheduleFields}>
              <InputField meta={fields.publishAt as TextMeta} label="Publish at" type="datetime-local" />
              <InputField meta={fields.unpublishAt as TextMeta} label="Unpublish at" type="datetime-local" />
            </div>
            <ActionButton intent="schedule" variant="secondary">
              Schedule
            </ActionButton>
          </section>
        )}

        {offered.has('restore') && (
          <div className="button-row">
            <ActionButton intent="restore">Restore</ActionButton>
          </div>
        )}

        {offered.has('delete') && (
          <details className="danger-fold">
            <summary>Delete this {kind.noun}…</summary>
            <p>
              It leaves the site and goes to the bin. It can be restored from the Bin for {binDays} days; after that it
              is deleted for good.
            </p>
            <ActionButton intent="delete" variant="danger">
              Delete
            </ActionButton>
          </details>
        )}
      </Form>
    </>
  );
}

/**
 * One file field of a kind that takes files (an album's photos, a leader's portrait, an event's photo, a circular's
 * PDF): added, ordered and, for an album, described here.
 */
function AttachmentsPanel({ kind, column, item }: { kind: ConsoleKind; column: FileColumn; item: Item | null }) {
  const field = kind[column];
  if (!field) return null;
  const headingId = `${column}-heading`;
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>
        The {kind.noun}’s {field.label.toLowerCase()}
      </h2>
      {!item ? (
        <p>
          Save the {kind.noun} first; then add its {field.label.toLowerCase()} here.
        </p>
      ) : item.deletedAt ? (
        <p>
          Restore the {kind.noun} to change its {field.label.toLowerCase()}.
        </p>
      ) : (
        <>
          {item.status !== 'draft' && item.status !== 'review' && (
            <p className="hint">
              Changes here wait in the draft, like text changes: the site shows them once the {kind.noun} is published
              again.
            </p>
          )}
          <FileUploader kind={kind.slug} column={column} role={field.role} itemId={item.id} label={field.label} />
          <AttachmentList
            column={column}
            role={field.role}
            attachments={item[column]}
            itemTitle={itemHeading(item.fields, kind)}
          />
        </>
      )}
    </section>
  );
}

export default function ItemEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { item, role, timeZone, newPage } = loaderData;
  const kind = findConsoleKind(loaderData.kind)!;
  const offered = offeredActions(role, item, new Date(loaderData.now));
  return (
    // One column for the status, the form and the files panels, as wide as a form reads well.
    <div className={styles.column}>
      {/* The one item of its kind has no list to go back to. */}
      {!kind.single && (
        <p className="back-link">
          <Link to={`/${kind.slug}`}>All {kind.label.toLowerCase()}</Link>
        </p>
      )}
      <h1>{screenHeading(kind, { item, newPage })}</h1>
      <DoneMessage />
      {item ? (
        <ItemStatus item={item} timeZone={timeZone} kind={kind} />
      ) : newPage ? (
        <Note>
          This page, at {newPage.path}, is not written yet. Its text starts as a draft: the page is on the site, and in
          its menu, once it is published.
        </Note>
      ) : loaderData.newDocument ? (
        <Note>
          The site links this document at {documentHref(loaderData.newDocument.key)}. It starts as a draft: upload its
          file once it is saved, then publish it, and every link opens it.
        </Note>
      ) : (
        <Note>{withArticle(kind.noun)} starts as a draft: nobody outside sees it until it is published.</Note>
      )}
      {/* A new version from the server draws a fresh form with its values. */}
      <EditForm
        key={item ? `${item.id}-${item.version}` : 'new'}
        kind={kind}
        item={item}
        newPage={newPage}
        newDocument={loaderData.newDocument}
        documents={loaderData.documents}
        disclosureDocuments={loaderData.disclosureDocuments}
        offered={offered}
        timeZone={timeZone}
        reply={actionData && 'result' in actionData ? actionData : undefined}
      />
      {fileColumns.map((column) => (
        <AttachmentsPanel key={column} kind={kind} column={column} item={item} />
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
