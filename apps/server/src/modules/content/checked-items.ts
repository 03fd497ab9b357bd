/**
 * Stored content is checked row by row: one item that fails its schema (a
 * wrong date, an unknown category, attachments that are not JSON) is left out
 * and the rest are served, so one bad row never empties a whole list or page.
 * The log names the item by its id and the fields that failed, never by what
 * they hold: stored text may be anything, including what someone typed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ContentRow } from './repository';

export type CheckLog = Pick<FastifyBaseLogger, 'warn'>;

/** The item a row maps to, if it passes `schema`; undefined (and logged) if it does not. */
export function checkedItem<Item>(
  row: ContentRow,
  map: (row: ContentRow) => unknown,
  schema: z.ZodType<Item>,
  log?: CheckLog,
): Item | undefined {
  const checked = schema.safeParse(map(row));
  if (checked.success) return checked.data;
  const fields = [...new Set(checked.error.issues.map((issue) => issue.path.join('.')))];
  log?.warn({ contentId: row.id, kind: row.kind, fields }, 'left out a stored item that fails its schema');
  return undefined;
}

/** The rows' items that pass `schema`, in order. */
export function checkedItems<Item>(
  rows: ContentRow[],
  map: (row: ContentRow) => unknown,
  schema: z.ZodType<Item>,
  log?: CheckLog,
): Item[] {
  return rows.flatMap((row) => {
    const item = checkedItem(row, map, schema, log);
    return item === undefined ? [] : [item];
  });
}
