/**
 * Finds the files at the top of the client build, such as the favicon, keyed by lower-case path. Only files
 * found here at start-up are ever served, so a request path never becomes a file path.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface SiteFile {
  /** Relative to the client build folder, for `reply.sendFile`. */
  file: string;
  contentType: string;
}

const skippedFolders = new Set(['assets', 'generated']);
const topLevelTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export async function findSiteFiles(clientDir: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (skippedFolders.has(relative.split('/')[0] ?? '')) continue;
    if (!relative.includes('/') && topLevelTypes[path.extname(entry.name)]) {
      files.set(`/${relative}`.toLowerCase(), {
        file: relative,
        contentType: topLevelTypes[path.extname(entry.name)]!,
      });
    }
  }
  return files;
}

/** `/Favicon.svg/` and `/favicon.svg` find the same file. */
export function lookupKey(urlPath: string): string {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return trimmed.toLowerCase();
}
