/**
 * The inbox's export: one row per message, in the columns and words of
 * packages/shared/src/inbox.ts. Every cell is escaped against formula
 * injection part by part, and quoted when it holds any separator a
 * spreadsheet may read it with, so the file is safe whether it is opened
 * with commas or semicolons. Dates are the school's clock. A byte-order mark
 * leads the file, so that a spreadsheet reads names in any script as UTF-8.
 */
import { stringify } from 'csv-stringify/sync';
import { csvCellBreak, csvColumns, escapeFormulas, inboxStatusLabels } from '@school/shared/inbox';
import { instantToSchoolTime } from '@school/shared/school-time';
import type { ContactRow } from './repository';

export function inboxCsv(rows: readonly ContactRow[], timeZone: string): string {
  const records = rows.map((row) =>
    [
      instantToSchoolTime(row.created_at, timeZone).replace('T', ' '),
      row.name,
      row.email,
      row.phone,
      row.profession,
      row.message,
      inboxStatusLabels[row.status],
      row.note,
    ].map(escapeFormulas),
  );
  return stringify(records, {
    header: true,
    columns: [...csvColumns],
    bom: true,
    record_delimiter: 'windows',
    quoted_match: csvCellBreak,
  });
}
