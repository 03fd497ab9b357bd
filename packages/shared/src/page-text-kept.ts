/**
 * Whether a page has text of its own for staff to keep. The search's results are all its page shows, and the page of
 * one news item or event is that item: they have no text in the console's Pages, and they are on the site from the
 * start, as the header's search box and the lists lead there. (A module of its own, without zod: the site map's
 * pages, which every page's script holds, are filtered with it.)
 */
import { itemTemplates } from './item-address';
import type { Template } from './site-schema';

const withoutText: ReadonlySet<Template> = new Set(['search', ...itemTemplates]);

export const keepsText = (page: { template: Template }): boolean => !withoutText.has(page.template);
