/**
 * Serves published content lists. Each list is read, mapped to the spec's
 * field names, checked against its answer schema and kept as JSON text for a
 * few seconds: the lists change a few times a day and are read on every page.
 */
import type { z } from 'zod';
import type { Album } from '@school/shared/api-schema';
import type { ContentKind } from '../../db/schema';
import type { SchoolsService } from '../schools/service';
import { mappers, toAlbum } from './mappers';
import type { ContentRepository } from './repository';

export interface ContentServiceOptions {
  /** How long a list stays cached, in milliseconds; 0 turns the cache off. */
  cacheMs: number;
}

export function contentService(
  repository: ContentRepository,
  schools: SchoolsService,
  { cacheMs }: ContentServiceOptions,
) {
  const cache = new Map<string, { json: string; expires: number }>();

  return {
    /** The list as JSON text, newest first; `limit` keeps only the newest few. */
    async listJson(schoolCode: string, kind: ContentKind, schema: z.ZodType, limit?: number): Promise<string> {
      await schools.requireSchool(schoolCode);
      const key = `${schoolCode}\u0000${kind}\u0000${limit ?? ''}`;
      const cached = cache.get(key);
      if (cached && cached.expires > Date.now()) return cached.json;
      const rows = await repository.list(schoolCode, kind, limit);
      const json = JSON.stringify(schema.parse(rows.map(mappers[kind])));
      if (cacheMs > 0) cache.set(key, { json, expires: Date.now() + cacheMs });
      return json;
    },

    /** One photo album, if there is one with this id. */
    async album(id: string): Promise<Album | undefined> {
      const row = await repository.find(id, 'gallery');
      return row && toAlbum(row);
    },

    /** Drops every cached list, after content changes. */
    forget(): void {
      cache.clear();
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
