/**
 * The disclosure's rows each show when they last changed: the server dates them as a save changes them, from what
 * the item held before, never from what the form says (disclosure.ts, `dateChanges`). Other kinds pass unchanged.
 */
import type { ConsoleKind, ItemFields } from '@school/shared/console-kinds';
import { dateChanges } from '@school/shared/disclosure';
import { readDisclosure } from '@school/shared/disclosure-schema';

/** `after` as saved on `today` (the school's day), its disclosure checked, put in order and dated. */
export function datedFields(
  kind: ConsoleKind,
  before: ItemFields | undefined,
  after: ItemFields,
  today: string,
): ItemFields {
  const column = kind.fields.find((field) => field.input === 'disclosure')?.column;
  const sent = column && after[column];
  if (!sent) return after;
  const read = readDisclosure(sent);
  // Checked already by the form's rules (console-schemas.ts): a save never reaches here with one that fails.
  if (!read.ok) return after;
  const previous = before?.[column] ? readDisclosure(before[column]) : undefined;
  const dated = dateChanges(previous?.ok ? previous.disclosure : undefined, read.disclosure, today);
  return { ...after, [column]: JSON.stringify(dated) };
}
