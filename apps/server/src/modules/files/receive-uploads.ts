/**
 * Takes a multipart upload off the wire: each file is streamed to a temporary
 * file (never held whole in memory) while its SHA-256 is computed, with
 * explicit limits on file size, number of files, fields and parts, and on the
 * whole request (`uploadRequestBytes`): its declared length is checked before
 * anything is read, and its files' bytes as they arrive. Nothing is stored until
 * every part has arrived within the limits, so a request that breaks one
 * leaves nothing behind; what each file is gets decided later, from its
 * content.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  uploadBytes,
  uploadField,
  uploadLimits,
  uploadMessages,
  uploadRequestBytes,
  type UploadKind,
} from '@school/shared/upload-rules';
import { badRequest, errorAnswers, HttpError } from '../../http-errors';
import { isStorable } from '../../plugins/storable-text';
import { privateDir } from '../../storage/private-files';

export interface ReceivedFile {
  /** The form field it came in: `files`, unless the route takes files in other fields too. */
  field: string;
  /** What the uploader's device called it, cleaned for showing: never used to make a path. */
  name: string;
  /** Where the bytes wait until they are checked; removed by `discard`. */
  tempPath: string;
  size: number;
  /** SHA-256 of the bytes as uploaded. */
  checksum: string;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** The text fields sent with the files (a CSV import's options, for instance). */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

const maxNameLength = 200;

/** The last segment of the name, without control characters, cut to a length a screen can show. */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  // Cut by characters, not UTF-16 units, so a long name never ends in half of an emoji.
  return [...clean].slice(0, maxNameLength).join('') || 'file';
}

const tooLarge = (kind: UploadKind) => new HttpError(413, 'payload_too_large', uploadMessages.tooLarge(kind));
const tooMuch = (kind: UploadKind) => new HttpError(413, 'payload_too_large', uploadMessages.tooMuch(kind));

/** The body's declared length; 0 for a body sent in chunks, whose files are counted as they arrive instead. */
const declaredLength = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0);

/** The multipart parser's own limit errors, as the clear messages staff read. */
function limitError(error: unknown, kind: UploadKind): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(kind);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'payload_too_large', uploadMessages.tooMany);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, 'unsupported_media_type', uploadMessages.notMultipart);
  }
  // The parser (busboy) reports a body it cannot read (no boundary, cut off before its end) as a plain Error with
  // no code. A failure of ours is a system error (with a code) or a TypeError and the like, and stays a 500.
  if (error instanceof Error && error.constructor === Error && code === undefined) {
    return badRequest(uploadMessages.unreadableUpload);
  }
  return error;
}

export async function receiveUploads(
  request: FastifyRequest,
  {
    kind,
    tempDir,
    maxFiles = uploadLimits.filesPerRequest,
    fileFields = [uploadField],
  }: { kind: UploadKind; tempDir: string; maxFiles?: number; fileFields?: readonly string[] },
): Promise<ReceivedUpload> {
  const maxBytes = uploadBytes[kind];
  const maxInAll = uploadRequestBytes[kind];
  if (declaredLength(request) > maxInAll) throw tooMuch(kind);
  const folder = path.join(tempDir, randomUUID());
  // Staff files wait here before they are checked: other users of the machine may not read them.
  await privateDir(folder);
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  let bytesInAll = 0;
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: maxFiles,
        fields: 10,
        fieldSize: 2000,
        parts: maxFiles + 10,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        // This body is read here, not by the parser the storable-text check looks at.
        if (!isStorable(part.value) || !isStorable(part.fieldname)) throw HttpError.of(errorAnswers.unstorableText);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Files go in the ${fileFields.map((field) => `"${field}"`).join(' or ')} field.`);
      }
      const tempPath = path.join(folder, String(files.length));
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytesInAll += chunk.length;
          if (bytesInAll > maxInAll) return done(tooMuch(kind));
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, measure, createWriteStream(tempPath));
      if (part.file.truncated) throw tooLarge(kind);
      files.push({
        field: part.fieldname,
        name: displayName(part.filename),
        tempPath,
        size,
        checksum: hash.digest('hex'),
      });
    }
    if (files.length === 0) throw badRequest(uploadMessages.noFiles);
    return { files, fields, discard };
  } catch (error) {
    await discard();
    throw limitError(error, kind);
  }
}
