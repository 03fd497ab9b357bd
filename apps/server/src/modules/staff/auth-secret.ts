/**
 * The secret better-auth signs session cookies and encrypts two-factor keys
 * with. Production sets AUTH_SECRET (the same on every process; config.ts
 * insists when processes share PostgreSQL with Redis or S3); otherwise one is
 * made on the first start and kept beside the data, so a restart neither
 * signs staff out nor loses their authenticator keys.
 */
import { randomBytes } from 'node:crypto';
import { link, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { privateDir, writePrivateFile } from '../../storage/private-files';

/** What config.ts asks of AUTH_SECRET, and what a kept secret must be. */
const minimumLength = 32;

async function readKept(file: string): Promise<string> {
  const secret = (await readFile(file, 'utf8')).trim();
  // Never let better-auth fall back to its built-in secret, which anyone can read in its source.
  if (secret.length < minimumLength) throw new Error(`${file} holds no usable secret: remove it, or set AUTH_SECRET`);
  return secret;
}

export async function authSecret(configured: string | undefined, file: string): Promise<string> {
  if (configured) return configured;
  try {
    return await readKept(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await privateDir(path.dirname(file));
  const secret = randomBytes(32).toString('base64url');
  // Written whole under another name, then linked into place: two processes starting at once on one DATA_DIR
  // both keep the one secret that got there first, and neither ever reads a file still being written.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writePrivateFile(draft, `${secret}\n`);
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKept(file);
  } finally {
    await rm(draft, { force: true });
  }
}
