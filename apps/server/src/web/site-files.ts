/**
 * Finds the files at the top of the client build: the pages React Router
 * rendered at build time (keyed by lower-case path, because the spec's links
 * mix cases: `/FAQ`, `/faq`, `/Video-gallery`), their loader data, and files
 * such as the favicon. Only files found here at start-up are ever served, so
 * a request path never becomes a file path.
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
  const pages = new Map<string, SiteFile>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (skippedFolders.has(relative.split('/')[0] ?? '')) continue;
    if (entry.name === 'index.html') {
      const route = `/${path.posix.dirname(relative)}`.replace(/\/\.$/, '/');
      pages.set(route.toLowerCase(), { file: relative, contentType: 'text/html; charset=utf-8' });
    } else if (entry.name.endsWith('.data')) {
      // Loader data for client-side navigation to a pre-rendered page.
      pages.set(`/${relative}`.toLowerCase(), { file: relative, contentType: 'text/x-script' });
    } else if (!relative.includes('/') && topLevelTypes[path.extname(entry.name)]) {
      pages.set(`/${relative}`.toLowerCase(), {
        file: relative,
        contentType: topLevelTypes[path.extname(entry.name)]!,
      });
    }
  }
  return pages;
}

/** `/FAQ/` and `/faq` find the same page. */
export function lookupKey(urlPath: string): string {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return trimmed.toLowerCase();
}
