/**
 * The secret better-auth signs session cookies and encrypts two-factor keys
 * with. Production sets AUTH_SECRET (the same on every process); otherwise one
 * is made on the first start and kept beside the data, so a restart neither
 * signs staff out nor loses their authenticator keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function authSecret(configured: string | undefined, file: string): Promise<string> {
  if (configured) return configured;
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx': when two processes start at once, the second keeps the first one's secret.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
