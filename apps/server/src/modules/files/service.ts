/**
 * Uploaded files from the wire to storage: a received photo is checked and
 * made safe (check-upload.ts), stored under a name the server makes (never
 * the upload's own), and its list-size variants are made at once. A photo
 * uploaded before (same checksum, same school) is not processed or stored
 * again. Storage is only written here and only removed here, after the
 * database says nothing uses the file any more.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { listPhotoWidths } from '@school/shared/api-paths';
import type { Db } from '../../db/database';
import { contentHash } from '../../storage/content-hash';
import type { ImageVariants } from '../../storage/image-variants';
import type { FileStore } from '../../storage/storage';
import { checkPhoto, type Checked } from './check-upload';
import type { ReceivedFile } from './receive-uploads';
import { filesRepository, type FileRow } from './repository';

/** A file ready to attach: its row, and whether it was stored just now (so it is new to the database too). */
export interface ReadyFile {
  row: FileRow;
  isNew: boolean;
}

export interface FilesOptions {
  uploads: FileStore;
  variants: ImageVariants;
  /** Where uploads wait while they are checked. */
  tempDir: string;
  log: FastifyBaseLogger;
}

export function filesService({ uploads, variants, tempDir, log }: FilesOptions) {
  // Decoding a 12-megapixel photo takes a core and about 50 MB: two at a time keeps a
  // 100-photo upload from starving the pages everyone else is asking for.
  const processing = pLimit(2);

  return {
    tempDir,

    async storePhoto(db: Db, schoolCode: string, staffId: string, file: ReceivedFile): Promise<Checked<ReadyFile>> {
      const existing = await filesRepository(db).findByChecksum(schoolCode, file.checksum);
      if (existing) return { ok: true, value: { row: existing, isNew: false } };
      const checked = await processing(() => checkPhoto(file.tempPath));
      if (!checked.ok) return checked;
      const { data, width, height } = checked.value;
      // A random part keeps a draft album's photos unguessable; the hash lets browsers keep them for a year.
      const storagePath = `photos/${new Date().getUTCFullYear()}/${randomBytes(8).toString('hex')}.${contentHash(data)}.jpg`;
      await uploads.put(storagePath, data);
      await variants.prepare(storagePath, listPhotoWidths);
      return {
        ok: true,
        value: {
          isNew: true,
          row: {
            id: randomUUID(),
            school_code: schoolCode,
            storage_path: storagePath,
            checksum: file.checksum,
            content_type: 'image/jpeg',
            size: data.length,
            width,
            height,
            original_name: file.name,
            uploaded_by: staffId,
            created_at: new Date().toISOString(),
          },
        },
      };
    },

    /** Removes stored files and their variants; a failure is logged, and the file is left for a later clean-up. */
    async removeStored(paths: readonly string[]): Promise<void> {
      for (const storagePath of paths) {
        try {
          await uploads.delete(storagePath);
          await variants.forget(storagePath);
        } catch (error) {
          log.error({ err: error, storagePath }, 'could not remove a stored file');
        }
      }
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
