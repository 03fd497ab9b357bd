/**
 * What a restore feeds psql from a PostgreSQL backup: pg_dump's data-only plain dump, with the schema
 * the rows came from renamed to the one they go to, and nothing else.
 *
 * pg_dump names each table with its schema (`COPY t_1a2b.schools (...) FROM stdin;`) and has no option
 * to load into another one, so the schema is rewritten in the COPY lines, the only statements a data-only
 * dump holds besides session settings. The rows between a COPY line and its `\.` pass through as bytes,
 * untouched: in COPY's text format a backslash in a value is written `\\`, so no row can be a `\.` line,
 * and a newline is written `\n`, so splitting on newlines never cuts a row. Any other statement refuses
 * the dump, so an archive that was tampered with can load rows into the target schema and do nothing else.
 */
import { BackupError } from './backup-error';

const settingLine = /^SET [a-z_]+ = [^;]*;$/;
const searchPathLine = "SELECT pg_catalog.set_config('search_path', '', false);";
/**
 * pg_dump 17.6, 16.10, 15.14 and later wrap a dump in `\restrict KEY` ... `\unrestrict KEY`, which older psql
 * does not know. They guard against meta-commands slipped into the dump, which the allow-list here already
 * refuses, so they are dropped.
 */
const restrictLine = /^\\(un)?restrict [A-Za-z0-9]+$/;
const table = String.raw`(?:[a-z_][a-z0-9_$]*|"(?:[^"]|"")+")`;
const endOfRows = '\\.';
const newline = 0x0a;
const batchBytes = 64 * 1024;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The dump's lines, without their newlines, as bytes: rows are passed on in whatever encoding the dump is. */
async function* lines(dump: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of dump) {
    let data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let end: number;
    while ((end = data.indexOf(newline)) !== -1) {
      yield data.subarray(0, end);
      data = data.subarray(end + 1);
    }
    rest = data;
  }
  if (rest.length > 0) yield rest;
}

/**
 * The dump with `fromSchema` renamed to `toSchema` in its COPY lines; both are identifiers as PostgreSQL's
 * quote_ident writes them, which is how pg_dump writes them too. Throws a BackupError on any statement a
 * data-only dump never holds, and on a dump that ends inside a table's rows.
 */
export async function* retargetDump(
  dump: AsyncIterable<Buffer>,
  fromSchema: string,
  toSchema: string,
): AsyncGenerator<Buffer> {
  const copyLine = new RegExp(`^COPY ${escapeRegExp(fromSchema)}\\.(${table} \\([^;]*\\) FROM stdin;)$`);
  let batch: Buffer[] = [];
  let batchSize = 0;
  const keep = (line: Buffer) => {
    batch.push(line, Buffer.of(newline));
    batchSize += line.length + 1;
  };
  let inRows = false;
  for await (const line of lines(dump)) {
    if (inRows) {
      keep(line);
      inRows = line.toString('latin1') !== endOfRows;
    } else {
      const text = line.toString('utf8');
      const copy = copyLine.exec(text);
      if (copy) {
        keep(Buffer.from(`COPY ${toSchema}.${copy[1]}`));
        inRows = true;
      } else if (text === '' || text.startsWith('--') || settingLine.test(text) || text === searchPathLine) {
        keep(line);
      } else if (!restrictLine.test(text)) {
        throw new BackupError(
          `The database dump holds a statement a backup never does, so it is not restored: ${text.slice(0, 80)}`,
        );
      }
    }
    if (batchSize >= batchBytes) {
      yield Buffer.concat(batch);
      batch = [];
      batchSize = 0;
    }
  }
  if (inRows) throw new BackupError('The database dump ends in the middle of a table, so it is not restored.');
  if (batch.length > 0) yield Buffer.concat(batch);
}
