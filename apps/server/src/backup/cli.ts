/**
 * `npm run backup -- --out FILE` and `npm run restore -- FILE` (see README.md beside this file). Both read
 * the server's configuration (DATA_DIR, DATABASE_URL, S3_*) from the environment, as the server does.
 * Exit codes: 0 done, 1 failed (nothing restored, or no backup written), 2 a restore refused because the
 * target already holds data (nothing changed).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { createBackup } from './backup';
import { BackupError } from './backup-error';
import { restoreBackup } from './restore';

const usage = `Usage:
  npm run backup -- --out FILE
  npm run restore -- FILE`;

/** npm runs scripts in the project's folder; a file named on the command line is where the person was. */
const fromWhereRun = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    if (!values.out) throw new BackupError(`Say where to write the backup: --out FILE.\n\n${usage}`);
    const out = fromWhereRun(values.out);
    const summary = await createBackup(readConfig(), out);
    console.log(
      `Backed up the ${summary.database.kind} database (at migration ${summary.migration}), ` +
        `${summary.files.uploads} uploads and ${summary.files.certificates} certificates to ${out} ` +
        `(${(summary.bytes / 1e6).toFixed(1)} MB).`,
    );
  } else if (command === 'restore') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, options: {} });
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new BackupError(`Name one backup file to restore.\n\n${usage}`);
    const summary = await restoreBackup(readConfig(), fromWhereRun(file));
    console.log(
      `Restored ${summary.database} (at migration ${summary.migration}, which the server brings up to date when it starts), ` +
        `${summary.files.uploads} uploads and ${summary.files.certificates} certificates.`,
    );
    for (const note of summary.notes) console.log(`Note: ${note}`);
  } else {
    throw new BackupError(usage);
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exitCode = error.exitCode;
  } else {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
