/**
 * `GET /api/image/{path}` and `GET /api/image?url=`: stored files, their
 * resized variants, and certificate downloads (`tc/<token>`, so `tc/` is
 * never an uploads folder).
 *
 * `?url=` only ever names a file of this server's own storage. This module
 * makes no outbound request of any kind and imports nothing that could.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { z } from 'zod';
import { apiRoutes, imageVariantWidths } from '@school/shared/api-paths';
import { apiErrorSchema } from '@school/shared/api-schema';
import { tcMessages } from '@school/shared/forms';
import { matchesEtag } from '../../conditional-requests';
import { badRequest, notFound } from '../../http-errors';
import type { FileStore } from '../../storage/storage';
import { isContentAddressed, parseStoragePath } from '../../storage/storage-path';
import { tcPathPrefix, type TcService } from '../tc/service';

export interface ImageRoutesOptions {
  uploads: FileStore;
  tc: TcService;
  /** Resized variants are kept here, so each is made once. */
  cacheDir: string;
  /** The site's own origin: the only one `?url=` may name. */
  publicUrl: string;
}

const variantQuery = z.object({
  w: z.enum(imageVariantWidths.map(String) as [string, ...string[]]).optional(),
  format: z.enum(['webp', 'avif', 'jpeg']).optional(),
});
type VariantRequest = z.infer<typeof variantQuery>;

/** The output format of a variant when `format` is not given: the source's own, or PNG for a drawing. */
const variantSources: Record<string, keyof sharp.FormatEnum> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'png',
};
const variantTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

const cacheForever = 'public, max-age=31536000, immutable';
const cacheForAnHour = 'public, max-age=3600';
/** An SVG opened on its own runs no script and loads nothing. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const ownImagePrefix = '/api/image/';
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The storage path a `?url=` value names, or undefined when it names anything
 * else. A bare value is taken as a storage path (that is how attachments are
 * stored) and checked like any other; a URL must be this site's own
 * `/api/image/...`, given either from the root or with the public origin.
 */
function storagePathOfUrl(value: string, publicUrl: string): string | undefined {
  if (!value.startsWith('/') && !hasScheme.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value, publicUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(publicUrl).origin || url.username || url.password || url.search || url.hash) {
    return undefined;
  }
  if (!url.pathname.startsWith(ownImagePrefix)) return undefined;
  try {
    // Decoded once, as the router decodes the path of `/api/image/{path}`.
    return decodeURIComponent(url.pathname.slice(ownImagePrefix.length));
  } catch {
    return undefined;
  }
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function imageRoutes(app: FastifyInstance, { uploads, tc, cacheDir, publicUrl }: ImageRoutesOptions) {
  /** Variants being made right now, so a burst of requests for a new one runs sharp once. */
  const making = new Map<string, Promise<Buffer>>();
  // sharp works on libuv's thread pool, which every file read shares: a page full of new
  // variants, resized all at once, would hold up the scripts and pages behind them.
  const resizing = pLimit(2);

  async function resize(source: string, width: number | undefined, format: keyof sharp.FormatEnum) {
    try {
      // `rotate()` applies the camera's orientation before the EXIF data is dropped.
      const image = sharp(source).rotate();
      if (width) image.resize({ width, withoutEnlargement: true });
      return await image.toFormat(format).toBuffer();
    } catch {
      throw badRequest('This file is not an image that can be resized.');
    }
  }

  async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const data = await make();
    await writeAtomically(file, data);
    return data;
  }

  async function serveVariant(
    request: FastifyRequest,
    reply: FastifyReply,
    storagePath: string,
    { w, format: asked }: VariantRequest,
  ) {
    const source = await uploads.localPath(storagePath);
    if (!source) throw notFound('There is no file at this path.');
    const sourceFormat = variantSources[path.extname(storagePath).slice(1)];
    if (!sourceFormat) throw badRequest('Only images have resized variants.');
    const format = asked ?? sourceFormat;
    const width = w === undefined ? undefined : Number(w);
    // The source's size and time are part of the key: a replaced upload gets new variants.
    const { size, mtimeMs } = await stat(source);
    const key = createHash('sha256')
      .update([storagePath, width ?? 'full', format, size, mtimeMs].join('\u0000'))
      .digest('hex');
    const etag = `"${key}"`;
    reply.header('ETag', etag).header('Cache-Control', isContentAddressed(storagePath) ? cacheForever : cacheForAnHour);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const file = path.join(cacheDir, `${key}.${format}`);
    let pending = making.get(file);
    if (!pending) {
      pending = readOrMake(file, () => resizing(() => resize(source, width, format))).finally(() =>
        making.delete(file),
      );
      making.set(file, pending);
    }
    const data = await pending;
    return reply
      .type(variantTypes[format] ?? 'application/octet-stream')
      .header('Content-Length', data.length)
      .send(data);
  }

  async function serveCertificate(reply: FastifyReply, token: string, variant: VariantRequest) {
    if (variant.w || variant.format) throw badRequest('A certificate is served only as it is.');
    const file = await tc.openGrant(token);
    if (!file) throw notFound('This download link is not valid or has expired.');
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="${tcMessages.fileName}"`)
      .type(file.contentType)
      .header('Content-Length', file.size)
      .send(file.stream);
  }

  /** Both routes end here: `requested` is a path as the client gave it, already URL-decoded once. */
  async function serve(request: FastifyRequest, reply: FastifyReply, requested: string, variant: VariantRequest) {
    if (requested.startsWith(tcPathPrefix)) {
      return serveCertificate(reply, requested.slice(tcPathPrefix.length), variant);
    }
    const storagePath = parseStoragePath(requested);
    if (!storagePath) throw badRequest('This is not a valid file path.');
    if (variant.w || variant.format) return serveVariant(request, reply, storagePath, variant);

    const file = await uploads.open(storagePath);
    if (!file) throw notFound('There is no file at this path.');
    const etag = `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}"`;
    reply
      .header('ETag', etag)
      .header('Last-Modified', file.modified.toUTCString())
      .header('Cache-Control', isContentAddressed(storagePath) ? cacheForever : cacheForAnHour);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    if (file.contentType === 'image/svg+xml') reply.header('Content-Security-Policy', svgPolicy);
    return reply.type(file.contentType).header('Content-Length', file.size).send(file.stream);
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  api.get(
    apiRoutes.image,
    {
      schema: {
        summary: 'A stored file, or a resized variant of an image',
        tags: ['files'],
        params: z.object({ '*': z.string() }),
        querystring: variantQuery,
        response: errors,
      },
    },
    async (request, reply) => serve(request, reply, request.params['*'], request.query),
  );

  api.get(
    apiRoutes.imageByUrl,
    {
      schema: {
        summary: "A stored file named by an attachment value: a storage path or this site's own /api/image/ URL",
        tags: ['files'],
        querystring: variantQuery.extend({ url: z.string().min(1).max(2048) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { url, ...variant } = request.query;
      const storagePath = storagePathOfUrl(url, publicUrl);
      if (storagePath === undefined) {
        throw badRequest(
          `The url must be a storage path, /api/image/<path> or ${publicUrl}/api/image/<path>; other addresses are not fetched.`,
        );
      }
      return serve(request, reply, storagePath, variant);
    },
  );
}
