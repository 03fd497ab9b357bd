/**
 * The zod rules for a console form, built from the kind's fields: the form
 * checks them as staff type, and the server checks them again on every
 * action. Rich text is sanitised by the server after these checks.
 */
import { z } from 'zod';
import { choiceLabel, type ConsoleKind, type ItemFields } from './console-kinds';
import { readDisclosure } from './disclosure-schema';
import { safeLinkHref } from './link-safety';
import { schoolTimeToInstant } from './school-time';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

function fieldRule(field: ConsoleKind['fields'][number]): z.ZodType<string> {
  let rule = z.string().trim().max(field.maxLength, `${field.label} can be at most ${field.maxLength} characters.`);
  if (field.required) rule = rule.min(1, `Please fill in ${field.label}.`);
  const label = field.label;
  switch (field.input) {
    case 'date':
      // Date.parse is lenient (it reads 2026-02-31 as 3 March): the day must come back as typed.
      return rule.refine((value) => value === '' || (isoDay.test(value) && isRealDay(value)), {
        message: `${label} must be a date.`,
      });
    case 'url':
      return rule.refine((value) => value === '' || safeLinkHref(value) !== undefined, {
        message: `${label} must be a web address starting with https:// (or a page of this site starting with /).`,
      });
    case 'select': {
      const choices = field.choices ?? [];
      return rule.refine((value) => (value === '' && !field.required) || choices.includes(value), {
        message: `Choose one of: ${choices.map((choice) => choiceLabel(field, choice)).join(', ')}.`,
      });
    }
    case 'disclosure':
      return rule.superRefine((value, context) => {
        const read = value === '' ? undefined : readDisclosure(value);
        if (read && !read.ok) context.addIssue({ code: 'custom', message: read.problem });
      });
    default:
      return rule;
  }
}

/** The rule for a kind's fields; unknown fields are dropped, missing optional ones are empty. */
export function itemFieldsSchema(kind: ConsoleKind): z.ZodType<ItemFields> {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of kind.fields) shape[field.column] = z.preprocess((value) => value ?? '', fieldRule(field));
  return z.object(shape) as unknown as z.ZodType<ItemFields>;
}

/** A comment for "Send back": required, so the editor knows what to change. */
export const sendBackSchema = z.object({
  comment: z.string().trim().min(1, 'Please write a comment that says what to change.').max(2000),
});

/**
 * The schedule form: "Publish at" and "Unpublish at" in the school's time zone
 * (either may be empty), turned into UTC instants; the end must follow the start.
 */
export function scheduleSchema(timeZone: string) {
  const instant = (label: string) =>
    z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === '') return null;
        const parsed = schoolTimeToInstant(value, timeZone);
        if (parsed === undefined) {
          context.addIssue({ code: 'custom', message: `${label} must be a date and a time.` });
          return z.NEVER;
        }
        return parsed;
      });
  return z
    .object({ publishAt: instant('Publish at').prefault(''), unpublishAt: instant('Unpublish at').prefault('') })
    .refine(
      ({ publishAt, unpublishAt }) =>
        publishAt === null || unpublishAt === null || Date.parse(unpublishAt) > Date.parse(publishAt),
      { message: 'Unpublish at must be later than Publish at.', path: ['unpublishAt'] },
    );
}
