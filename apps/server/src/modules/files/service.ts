/**
 * Uploaded files from the wire to storage: a received photo is checked and
 * made safe (check-upload.ts), stored under a name the server makes (never
 * the upload's own), and its list-size variants are made at once; a PDF is
 * checked and stored as it came. A file uploaded before (same checksum, same
 * school) is not processed or stored again. Storage is only written here and only removed here, after the
 * database says nothing uses the file any more.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { listPhotoWidths } from '@school/shared/api-paths';
import { pdfType, uploadMessages, type AttachmentKind } from '@school/shared/upload-rules';
import type { Db } from '../../db/database';
import { contentHash, hashPart } from '../../storage/content-hash';
import type { ImageVariants } from '../../storage/image-variants';
import type { FileStore } from '../../storage/storage';
import { checkAttachment, type Checked } from './check-upload';
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

    /**
     * Checks a received file as `accepts` says (an album's photo, or a PDF or picture attached to other
     * content), stores it under a name the server makes, and answers its row. A file this school
     * already has (same checksum) is answered as it is, if it is of a type `accepts` takes.
     */
    async store(
      db: Db,
      schoolCode: string,
      staffId: string,
      file: ReceivedFile,
      accepts: AttachmentKind,
    ): Promise<Checked<ReadyFile>> {
      const existing = await filesRepository(db).findByChecksum(schoolCode, file.checksum);
      if (existing) {
        if (accepts === 'photo' && existing.content_type === pdfType) {
          return { ok: false, status: 415, message: uploadMessages.notAPhoto };
        }
        if (accepts === 'document' && existing.content_type !== pdfType) {
          return { ok: false, status: 415, message: uploadMessages.notADocument };
        }
        return { ok: true, value: { row: existing, isNew: false } };
      }
      const checked = await processing(() => checkAttachment(file.tempPath, accepts));
      if (!checked.ok) return checked;
      const row = {
        id: randomUUID(),
        school_code: schoolCode,
        checksum: file.checksum,
        original_name: file.name,
        uploaded_by: staffId,
        created_at: new Date().toISOString(),
      };
      const year = new Date().getUTCFullYear();
      // A random part keeps a draft's files unguessable; the hash lets browsers keep them for a year.
      const secret = randomBytes(8).toString('hex');
      if (checked.value.type === pdfType) {
        const storagePath = `files/${year}/${secret}.${hashPart(file.checksum)}.pdf`;
        await uploads.put(storagePath, createReadStream(file.tempPath));
        return {
          ok: true,
          value: {
            isNew: true,
            row: {
              ...row,
              storage_path: storagePath,
              content_type: pdfType,
              size: file.size,
              width: null,
              height: null,
            },
          },
        };
      }
      const { data, width, height } = checked.value;
      const storagePath = `photos/${year}/${secret}.${contentHash(data)}.jpg`;
      await uploads.put(storagePath, data);
      await variants.prepare(storagePath, listPhotoWidths);
      return {
        ok: true,
        value: {
          isNew: true,
          row: { ...row, storage_path: storagePath, content_type: 'image/jpeg', size: data.length, width, height },
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
