/**
 * Previews a draft on the public layout, exactly as it will look: the page
 * the item appears on (console-kinds.ts, `previewPage`) is rendered by the
 * public site's own pages, with the draft in place of its published version
 * in every list the page reads. Only signed-in staff who may edit the item,
 * and whose account is set up (console-requests.ts, `setUpFirst`), see it;
 * the answer is marked as a preview, never stored and never indexed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findConsoleKind, itemHeading, previewPageId } from '@school/shared/console-kinds';
import { readDisclosure } from '@school/shared/disclosure-schema';
import type { LiveListName, LiveSource } from '@school/shared/live-source';
import { pages } from '@school/content/site-map';
import { contentLists } from '../modules/content/lists';
import { mappers } from '../modules/content/mappers';
import type { ContentRow } from '../modules/content/repository';
import type { PublishingService } from '../modules/publishing/service';
import { staffOnlyAnswer, type StaffGate } from './console-requests';
import { liveSource, type SiteData } from './live-source';

export interface PreviewOptions {
  siteData: SiteData;
  publishing: PublishingService;
  staff: StaffGate;
  schoolCode: string;
}

/**
 * The published lists with the draft in place of its published version (or added, if it has none); a page's draft
 * in place of its page's published text, so the page and the menus show it.
 */
export function withDraft(source: LiveSource, draft: ContentRow): LiveSource {
  const item = mappers[draft.kind](draft) as { _id: string };
  return {
    ...source,
    async pages() {
      const published = await source.pages();
      if (draft.kind !== 'page' || !draft.key) return published;
      const page = { title: draft.title, description: draft.description, text: draft.message };
      return { ...published, [draft.key]: { ...page, updatedAt: draft.updated_at ?? draft.created_at } };
    },
    async disclosure() {
      const published = await source.disclosure();
      if (draft.kind !== 'disclosure') return published;
      const read = readDisclosure(draft.message);
      // With the profile's date as the published one has it.
      return read.ok
        ? { ...published, disclosure: read.disclosure, updatedAt: draft.updated_at ?? draft.created_at }
        : undefined;
    },
    async list(name) {
      const published = await source.list(name);
      const { kind, limit } = contentLists[name as LiveListName];
      if (kind !== draft.kind) return published;
      const others = (published as { _id: string }[]).filter((entry) => entry._id !== draft.id);
      return [item, ...others].slice(0, limit) as typeof published;
    },
  };
}

/** The query parameter that asks the public page for a staff preview: `?preview=<kind>~<id>`. */
export const previewParameter = 'preview';

/**
 * The load context of a staff preview, when the request asks for one and comes from staff who may edit the
 * item; undefined otherwise, and the page is the public one.
 */
export function previewContext(options: PreviewOptions) {
  return async (request: FastifyRequest) => {
    const asked = (request.query as Record<string, unknown> | undefined)?.[previewParameter];
    if (typeof asked !== 'string') return undefined;
    const [slug = '', id = ''] = asked.split('~');
    const member = await options.staff.working(request);
    const kind = member && findConsoleKind(slug);
    const draft = kind && (await options.publishing.previewRow(member, kind.slug, id));
    if (!kind || !draft) return undefined;
    return {
      live: withDraft(liveSource(options.siteData, options.schoolCode, request.log), draft),
      preview: { heading: itemHeading(draft, kind), editPath: `/admin/${kind.slug}/${draft.id}` },
    };
  };
}

/**
 * `/admin/preview/<kind>/<id>` sends staff to the page the item appears on, asking for the preview there, so
 * the page's own scripts take over the HTML at its own address.
 */
async function preview(app: FastifyInstance, options: PreviewOptions) {
  app.get<{ Params: { kind: string; id: string } }>('/admin/preview/:kind/:id', async (request, reply) => {
    staffOnlyAnswer(reply);
    const checked = await options.staff.check(request);
    // Someone signed out signs in and comes back here; someone who must set up their account first is told so.
    const signedOut = !checked.ok && checked.refusal.statusCode === 401;
    if (signedOut) return reply.redirect(`/admin/sign-in?next=${encodeURIComponent(request.url)}`);
    if (!checked.ok) throw checked.refusal;
    const { member } = checked;
    const kind = findConsoleKind(request.params.kind);
    const draft = kind && (await options.publishing.previewRow(member, kind.slug, request.params.id));
    const pageId = kind && draft && previewPageId(kind, draft);
    const page = pageId && pages.find((entry) => entry.id === pageId);
    if (!kind || !draft || !page) {
      return reply.status(404).type('text/plain; charset=utf-8').send('There is no preview for this item.');
    }
    return reply.redirect(`${page.path}?${new URLSearchParams({ [previewParameter]: `${kind.slug}~${draft.id}` })}`);
  });
}

export const previewPlugin = fp(preview, { name: 'preview' });
