/**
 * The inline scripts of each page React Router pre-rendered at build time,
 * hashed once at start-up: React Router's hydration context, route modules and
 * loader data, and React's own stream scripts. A pre-rendered page's CSP
 * allows exactly its own (site.ts gives them to the answer), never a script
 * found in what is sent.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes } from '../plugins/inline-script-hashes';
import type { SiteFile } from './site-files';

/** Each pre-rendered page's script hashes, keyed by its file in the client build. */
export async function prerenderedScriptHashes(
  clientDir: string,
  siteFiles: ReadonlyMap<string, SiteFile>,
): Promise<Map<string, string[]>> {
  const pages = [...siteFiles.values()].filter((file) => file.contentType.startsWith('text/html'));
  return new Map(
    await Promise.all(
      pages.map(
        async ({ file }) =>
          [file, inlineScriptHashes(await readFile(path.join(clientDir, file), 'utf8'))] as [string, string[]],
      ),
    ),
  );
}
