/**
 * Which pages are rendered to HTML at build time. Every template except those
 * that show stored content is the same for every visitor until the next deploy.
 */
import { z } from 'zod';
import { pageDescriptionsSchema, pageSchema, type Template } from '@school/shared/site-schema';
import { pageDescriptions } from '@school/content/page-descriptions';
import { pages } from '@school/content/site-map';
import { sitePages } from './navigation';

const renderedPerRequest: ReadonlySet<Template> = new Set(['home', 'live-page']);

export function prerenderedPaths(): string[] {
  // The build is where a malformed site map stops, before any page is rendered.
  z.array(pageSchema).parse(pages);
  pageDescriptionsSchema(pages.map((page) => page.id)).parse(pageDescriptions);
  return sitePages.filter((page) => !renderedPerRequest.has(page.template)).map((page) => page.path);
}
