/**
 * Which pages are rendered to HTML at build time. Every template except those
 * that show stored content is the same for every visitor until the next deploy.
 */
import type { Template } from '@school/shared/site-schema';
import { sitePages } from './navigation';

const renderedPerRequest: ReadonlySet<Template> = new Set(['home']);

export function prerenderedPaths(): string[] {
  return sitePages.filter((page) => !renderedPerRequest.has(page.template)).map((page) => page.path);
}
