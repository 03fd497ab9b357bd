/**
 * What a console action's form carries, checked with the shared schemas: an
 * item's fields (rich text sanitised, a page's text read from the editor's
 * HTML), the schedule's times, the comment an item is sent back with.
 */
import type { ConsoleKind, ItemFields } from '@school/shared/console-kinds';
import { itemFieldsSchema, scheduleSchema, sendBackSchema } from '@school/shared/console-schemas';
import type { Outcome } from '@school/shared/console-source';
import type { LifecycleAction, LifecycleRequest } from '@school/shared/content-lifecycle';
import { consoleMessages } from '@school/shared/console-messages';
import { invalid, ok, refuse } from '../../console/outcome';
import { sanitizeRichText } from './rich-text';

type Form = Record<string, string>;

/** A page's text from the editor's HTML as it is stored, or each problem that keeps the page from showing it. */
export type PageTextReader = (html: string) => { ok: true; text: string } | { ok: false; problems: string[] };

/** The kind's fields from a form, checked, with rich text sanitised and a page's text read by `pageText`. */
export function readFields(kind: ConsoleKind, form: Form, pageText?: PageTextReader): Outcome<ItemFields> {
  const parsed = itemFieldsSchema(kind).safeParse(form);
  if (!parsed.success) return invalid(parsed.error);
  const fields: ItemFields = { ...parsed.data };
  for (const field of kind.fields) {
    const value = fields[field.column];
    if (field.input === 'richText' && value) fields[field.column] = sanitizeRichText(value);
    if (field.input === 'pageText' && value !== undefined) {
      if (!pageText) return refuse(503, consoleMessages.pagesNotEditable);
      const read = pageText(value);
      if (!read.ok) return refuse(400, consoleMessages.fixFields, { [field.column]: read.problems.join(' ') });
      fields[field.column] = read.text;
    }
  }
  return ok(fields);
}

/** Actions that take the fields on the edit screen with them, so what staff see is what they act on. */
const savesFields = new Set<LifecycleAction>(['save', 'requestReview', 'approve', 'publishNow', 'schedule']);

/** The fields an action saves along the way: none unless it saves them and the form has any. */
export function carriedFields(
  kind: ConsoleKind,
  action: LifecycleAction,
  form: Form,
  pageText?: PageTextReader,
): Outcome<ItemFields | undefined> {
  return carriesFields(kind, action, form) ? readFields(kind, form, pageText) : ok(undefined);
}

export function carriesFields(kind: ConsoleKind, action: LifecycleAction, form: Form): boolean {
  return savesFields.has(action) && kind.fields.some((field) => field.column in form);
}

/** What the action asks for beyond its name: the times it schedules, the comment it sends back. */
export function lifecycleRequest(action: LifecycleAction, form: Form, timeZone: string): Outcome<LifecycleRequest> {
  switch (action) {
    case 'sendBack': {
      const parsed = sendBackSchema.safeParse(form);
      return parsed.success ? ok({ action, comment: parsed.data.comment }) : invalid(parsed.error);
    }
    case 'publishNow': {
      const parsed = scheduleSchema(timeZone).safeParse({ unpublishAt: form.unpublishAt ?? '' });
      if (!parsed.success) return invalid(parsed.error);
      // Without an end time on the form, the item keeps its own.
      return ok('unpublishAt' in form ? { action, unpublishAt: parsed.data.unpublishAt } : { action });
    }
    case 'schedule': {
      const parsed = scheduleSchema(timeZone).safeParse({
        publishAt: form.publishAt ?? '',
        unpublishAt: form.unpublishAt ?? '',
      });
      if (!parsed.success) return invalid(parsed.error);
      return ok({ action, publishAt: parsed.data.publishAt, unpublishAt: parsed.data.unpublishAt });
    }
    default:
      return ok({ action });
  }
}
