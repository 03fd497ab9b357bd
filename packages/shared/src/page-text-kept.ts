/**
 * Whether a page has text of its own for staff to keep. The search's results are all its page shows: it has no text
 * in the console's Pages, and it is on the site from the start, as the header's search box leads there. (A module of
 * its own, without zod: the site map's pages, which every page's script holds, are filtered with it.)
 */
import type { Template } from './site-schema';

export const keepsText = (page: { template: Template }): boolean => page.template !== 'search';
