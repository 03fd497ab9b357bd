/**
 * An import's CSV file and scans, checked row by row before anything is
 * stored: the header names the four columns (matched without regard to case,
 * spaces or underscores), each row passes the same rules as the New screen
 * (certificates.ts), names a scan that was sent, and holds an admission number
 * that is neither elsewhere in the file nor already stored. The report names
 * each row by its line. Nothing from the file is logged.
 */
import { parse } from 'csv-parse/sync';
import {
  certificateFieldsSchema,
  certificateFieldLength,
  certificateImportLimits,
  certificateWords,
  importColumns,
  type CertificateFields,
  type ImportColumn,
  type ImportReport,
  type ImportRowProblem,
} from '@school/shared/certificates';
import type { ReceivedFile } from '../files/receive-uploads';
import { admissionKey } from './service';

/** A row as the file holds it: its line, and each column's text ('' where the row has no cell for it). */
export interface CsvRow {
  line: number;
  cells: Record<ImportColumn, string>;
}

/** A header as it is matched: "Admission No", "ADMISSION_NO" and "admissionno" all name admission_no. */
export const columnKey = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_]+/g, '');

/** A spreadsheet's CSV is a few hundred bytes a row; a longer record is not one of ours. */
const maxRecordBytes = 16 * 1024;

/** The rows of the file, or the one thing that stops it from being read at all. */
export function readImportCsv(data: Buffer): { ok: true; rows: CsvRow[] } | { ok: false; problem: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { ok: false, problem: certificateWords.csvNotText };
  }
  // Text never holds a NUL byte; a spreadsheet's own format (a zip) or a picture does.
  if (text.includes('\u0000')) return { ok: false, problem: certificateWords.csvNotText };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it ends in the file; the typings only know plain arrays.
    records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: maxRecordBytes,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return { ok: false, problem: certificateWords.csvBroken(typeof line === 'number' ? line : 1) };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, problem: certificateWords.csvNoRows };

  const positions = new Map<ImportColumn, number>();
  for (const [index, name] of header.record.entries()) {
    const column = importColumns.find((candidate) => columnKey(candidate) === columnKey(name));
    if (!column) continue;
    if (positions.has(column)) return { ok: false, problem: certificateWords.csvColumnTwice(column) };
    positions.set(column, index);
  }
  const missing = importColumns.filter((column) => !positions.has(column));
  if (missing.length > 0) return { ok: false, problem: certificateWords.csvColumns(missing) };
  if (body.length === 0) return { ok: false, problem: certificateWords.csvNoRows };
  if (body.length > certificateImportLimits.rows) return { ok: false, problem: certificateWords.csvTooManyRows };

  return {
    ok: true,
    rows: body.map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(
        importColumns.map((column) => [column, record[positions.get(column)!] ?? '']),
      ) as Record<ImportColumn, string>,
    })),
  };
}

/** A scan's name as rows name it: the last part of a path, compared without regard to case. */
const scanKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').normalize('NFC').trim().toLowerCase();

/** An admission number as rows are compared: folded as stored, after the form's own spacing rule. */
const numberKey = (raw: string) => admissionKey(raw.replace(/\s+/g, ' '));

/** A row's admission number as it is compared with those already stored. */
export const rowKey = (row: CsvRow) => numberKey(row.cells.admission_no);

/** A row ready to store: its checked fields and its scan. */
export interface ImportRow {
  line: number;
  fields: CertificateFields;
  admissionKey: string;
  scan: ReceivedFile;
}

/** The lines of the rows sharing each value, for "also on line N". */
function linesBy(rows: readonly CsvRow[], keyOf: (row: CsvRow) => string): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === '') continue;
    lines.set(key, [...(lines.get(key) ?? []), row.line]);
  }
  return lines;
}

/**
 * Checks every row against the rules, the scans sent and the admission numbers already stored
 * (`storedKeys`, folded); answers the rows ready to store, or the report of what is wrong.
 */
export function checkImportRows(
  rows: readonly CsvRow[],
  scans: readonly ReceivedFile[],
  storedKeys: ReadonlySet<string>,
): { ok: true; rows: ImportRow[] } | { ok: false; report: ImportReport } {
  const fileProblems: string[] = [];
  const scansByName = new Map<string, ReceivedFile>();
  for (const scan of scans) {
    const key = scanKey(scan.name);
    if (scansByName.has(key)) fileProblems.push(certificateWords.scanSentTwice(scan.name));
    else scansByName.set(key, scan);
  }

  const admissionLines = linesBy(rows, (row) => numberKey(row.cells.admission_no));
  const scanLines = linesBy(rows, (row) => scanKey(row.cells.file_name));
  const otherLine = (lines: Map<string, number[]>, key: string, line: number) =>
    lines.get(key)?.find((other) => other !== line);

  const ready: ImportRow[] = [];
  const rowProblems: ImportRowProblem[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const parsed = certificateFieldsSchema.safeParse({
      admission: row.cells.admission_no,
      name: row.cells.name,
      dateOfIssue: row.cells.date_of_issue,
    });
    if (!parsed.success) {
      // One message a field, in the columns' order.
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (!seen.has(field)) problems.push(issue.message);
        seen.add(field);
      }
    }

    const key = numberKey(row.cells.admission_no);
    const sameNumber = otherLine(admissionLines, key, row.line);
    if (sameNumber !== undefined) problems.push(certificateWords.rowDuplicateInFile(sameNumber));
    if (key !== '' && storedKeys.has(key)) problems.push(certificateWords.rowDuplicateStored);

    const fileName = scanKey(row.cells.file_name);
    const scan = scansByName.get(fileName);
    if (fileName === '') problems.push(certificateWords.rowFileNameEmpty);
    else if (!scan) problems.push(certificateWords.rowScanMissing(row.cells.file_name));
    const sameScan = otherLine(scanLines, fileName, row.line);
    if (sameScan !== undefined) problems.push(certificateWords.rowScanShared(sameScan));

    if (problems.length > 0 || !parsed.success || !scan) {
      rowProblems.push({
        line: row.line,
        admissionNo: row.cells.admission_no.slice(0, certificateFieldLength),
        problems,
      });
    } else {
      ready.push({ line: row.line, fields: parsed.data, admissionKey: key, scan });
    }
  }

  const named = new Set(rows.map((row) => scanKey(row.cells.file_name)));
  for (const [key, scan] of scansByName) {
    if (!named.has(key)) fileProblems.push(certificateWords.scanNotNamed(scan.name));
  }

  if (fileProblems.length > 0 || rowProblems.length > 0) {
    return { ok: false, report: { rows: rows.length, fileProblems, rowProblems } };
  }
  return { ok: true, rows: ready };
}
