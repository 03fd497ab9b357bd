/**
 * What the console needs of a page's text (packages/shared/src/page-text-editing.ts) comes from the site's build,
 * which knows every block, table, photo, document and feed a text may name: its server entry exports it. The site
 * plugin imports the same module for rendering (site.ts), so it is loaded once.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { pageTextEditingExport, type PageTextEditing } from '@school/shared/page-text-editing';

export async function sitePageTextEditing(buildDir: string): Promise<PageTextEditing> {
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const editing = (build.entry.module as unknown as Record<string, unknown>)[pageTextEditingExport];
  if (!editing) throw new Error(`The site's build in ${buildDir} has no ${pageTextEditingExport}: build it again.`);
  return editing as PageTextEditing;
}
