/**
 * The disclosure's rows each show when they last changed on the site: the server dates them as a save changes them,
 * never from what the form says (disclosure.ts, `dateChanges`). A live item's edits are compared with what the site
 * shows, so a row is dated by the save that publishes its change, and a draft that puts a value back dates nothing.
 * Other kinds pass unchanged.
 */
import type { ConsoleKind, ItemFields } from '@school/shared/console-kinds';
import { dateChanges } from '@school/shared/disclosure';
import { readDisclosure } from '@school/shared/disclosure-schema';
import { isLive } from '@school/shared/content-lifecycle';
import type { ContentRow } from '../content/repository';
import { storedFields, workingFields } from './item-view';

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
  // Checked by the form's rules (console-schemas.ts); a restored revision of an older form is kept as it was.
  if (!read.ok) return after;
  const previous = before?.[column] ? readDisclosure(before[column]) : undefined;
  const dated = dateChanges(previous?.ok ? previous.disclosure : undefined, read.disclosure, today);
  return { ...after, [column]: JSON.stringify(dated) };
}

/** `fields` as a change to `row` saves them on `today`: dated against the site's copy of a live item. */
export function datedChange(kind: ConsoleKind, row: ContentRow, fields: ItemFields, today: string): ItemFields {
  return datedFields(kind, isLive(row.status) ? storedFields(row) : workingFields(row), fields, today);
}
