/**
 * Previews a draft on the public layout, exactly as it will look: the page
 * the item appears on (console-kinds.ts, `previewPage`) is rendered by the
 * public site's own build, with the draft in place of its published version
 * in every list the page reads. Only signed-in staff who may edit the item see
 * it; the answer is marked as a preview, never stored and never indexed.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { findConsoleKind, itemHeading, previewPageId } from '@school/shared/console-kinds';
import type { LiveListName, LiveSource } from '@school/shared/live-source';
import { pages } from '@school/content/site-map';
import { contentLists } from '../modules/content/lists';
import { mappers } from '../modules/content/mappers';
import type { ContentRow } from '../modules/content/repository';
import type { ContentService } from '../modules/content/service';
import type { PublishingService } from '../modules/publishing/service';
import type { StaffService } from '../modules/staff/service';
import { headersOf, staffOnlyAnswer } from './console-requests';
import { liveSource } from './live-source';

export interface PreviewOptions {
  webBuildDir: string;
  content: ContentService;
  publishing: PublishingService;
  staff: StaffService;
  schoolCode: string;
}

/** The published lists with the draft in place of its published version (or added, if it has none). */
export function withDraft(source: LiveSource, draft: ContentRow): LiveSource {
  const item = mappers[draft.kind](draft) as { _id: string };
  return {
    ...source,
    async list(name) {
      const published = await source.list(name);
      const { kind, limit } = contentLists[name as LiveListName];
      if (kind !== draft.kind) return published;
      const others = (published as { _id: string }[]).filter((entry) => entry._id !== draft.id);
      return [item, ...others].slice(0, limit) as typeof published;
    },
  };
}

async function preview(app: FastifyInstance, options: PreviewOptions) {
  const build = (await import(pathToFileURL(path.join(options.webBuildDir, 'server', 'index.js')).href)) as ServerBuild;
  const render = createRequestHandler(build, 'production');

  app.get<{ Params: { kind: string; id: string } }>('/admin/preview/:kind/:id', async (request, reply) => {
    staffOnlyAnswer(reply);
    const member = await options.staff.sessionFor(headersOf(request as FastifyRequest));
    if (!member) return reply.redirect(`/admin/sign-in?next=${encodeURIComponent(request.url)}`);
    const kind = findConsoleKind(request.params.kind);
    const draft = kind && (await options.publishing.previewRow(member, kind.slug, request.params.id));
    const pageId = kind && draft && previewPageId(kind, draft.category);
    const page = pageId && pages.find((entry) => entry.id === pageId);
    if (!kind || !draft || !page) {
      return reply.status(404).type('text/plain; charset=utf-8').send('There is no preview for this item.');
    }
    const live = withDraft(liveSource(options.content, options.schoolCode, request.log), draft);
    const answer = await render(new Request(new URL(page.path, `http://${request.headers.host ?? 'localhost'}`)), {
      live,
      preview: { heading: itemHeading(draft), editPath: `/admin/${kind.slug}/${draft.id}` },
    });
    reply.status(answer.status);
    answer.headers.forEach((value, name) => {
      if (name !== 'cache-control' && name !== 'set-cookie') reply.header(name, value);
    });
    return reply.send(await answer.text());
  });
}

export const previewPlugin = fp(preview, { name: 'preview' });
