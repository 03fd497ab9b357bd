/**
 * The website's loaders read content through the same service as the API,
 * in-process: the lists come from the same cache, checked against the same
 * schemas, so a page and `GET /api/...` never disagree.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveLists, LiveSource } from '@school/shared/live-source';
import { contentLists } from '../modules/content/lists';
import type { ContentService } from '../modules/content/service';
import { loggableError } from '../plugins/errors';

export function liveSource(content: ContentService, schoolCode: string, log: FastifyBaseLogger): LiveSource {
  return {
    async list(name) {
      const { kind, answer, limit } = contentLists[name];
      return JSON.parse(await content.listJson(schoolCode, kind, answer, limit)) as LiveLists[typeof name];
    },
    album: (id) => content.album(id),
    logError(message, error) {
      log.error({ err: error instanceof Error ? loggableError(error) : { message: String(error) } }, message);
    },
  };
}
