/**
 * Serves published content lists. Each list is read, mapped to the spec's
 * field names, checked against its answer schema and kept as JSON text for a
 * few seconds: the lists are read on every page. A cached list never outlives
 * the next scheduled start or end among its items, and publishing anything
 * drops the whole cache (`forget`), so nothing unpublished is served after the change.
 */
import type { z } from 'zod';
import type { Album } from '@school/shared/api-schema';
import type { ContentKind } from '@school/shared/content-categories';
import type { SchoolsService } from '../schools/service';
import { mappers, toAlbum } from './mappers';
import type { ContentRepository } from './repository';

export interface ContentServiceOptions {
  /** How long a list stays cached, in milliseconds; 0 turns the cache off. */
  cacheMs: number;
  now?: () => Date;
}

export function contentService(
  repository: ContentRepository,
  schools: SchoolsService,
  { cacheMs, now = () => new Date() }: ContentServiceOptions,
) {
  const cache = new Map<string, { json: string; expires: number }>();

  return {
    /** The list as JSON text, newest first; `limit` keeps only the newest few. */
    async listJson(schoolCode: string, kind: ContentKind, schema: z.ZodType, limit?: number): Promise<string> {
      await schools.requireSchool(schoolCode);
      const key = `${schoolCode}\u0000${kind}\u0000${limit ?? ''}`;
      const at = now();
      const cached = cache.get(key);
      if (cached && cached.expires > at.getTime()) return cached.json;
      const [rows, nextChange] = await Promise.all([
        repository.list(schoolCode, kind, at, limit),
        cacheMs > 0 ? repository.nextChange(schoolCode, kind, at) : undefined,
      ]);
      const json = JSON.stringify(schema.parse(rows.map(mappers[kind])));
      if (cacheMs > 0) {
        const expires = Math.min(at.getTime() + cacheMs, nextChange ? Date.parse(nextChange) : Infinity);
        cache.set(key, { json, expires });
      }
      return json;
    },

    /** One photo album on the site, if there is one with this id. */
    async album(id: string): Promise<Album | undefined> {
      const row = await repository.find(id, 'gallery', now());
      return row && toAlbum(row);
    },

    /** Drops every cached list: called whenever staff change what the site shows. */
    forget(): void {
      cache.clear();
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
