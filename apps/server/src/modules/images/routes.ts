/**
 * `GET /api/image/{path}` and `GET /api/image?url=`: stored files, their
 * resized variants, and certificate downloads (`tc/<token>`, so `tc/` is
 * never an uploads folder).
 *
 * `?url=` only ever names a file of this server's own storage. This module
 * makes no outbound request of any kind and imports nothing that could.
 */
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes, imageVariantWidths } from '@school/shared/api-paths';
import { apiErrorSchema } from '@school/shared/api-schema';
import { tcFileName } from '@school/shared/form-words';
import { matchesEtag } from '../../conditional-requests';
import { badRequest, notFound } from '../../http-errors';
import { NotResizable, type ImageVariants } from '../../storage/image-variants';
import type { FileStore } from '../../storage/storage';
import { isContentAddressed, parseStoragePath, storedFileName } from '../../storage/storage-path';
import { fileAccess } from '../files/file-access';
import { sendStoredFile } from '../files/send-stored-file';
import type { FilesRepository } from '../files/repository';
import { tcPathPrefix, type TcService } from '../tc/service';

export interface ImageRoutesOptions {
  uploads: FileStore;
  /** Uploaded files' own names, so a PDF opens under the name staff gave it, and the items that use them. */
  files: Pick<FilesRepository, 'describe' | 'usersOf'>;
  /** Whether the request comes from staff who may see files the site does not show yet (or any more). */
  maySeeUnpublished: (request: FastifyRequest) => Promise<boolean>;
  tc: TcService;
  variants: ImageVariants;
  /** The site's own origin: the only one `?url=` may name. */
  publicUrl: string;
}

const variantQuery = z.object({
  w: z.enum(imageVariantWidths.map(String) as [string, ...string[]]).optional(),
  format: z.enum(['webp', 'avif', 'jpeg']).optional(),
});
type VariantRequest = z.infer<typeof variantQuery>;

const cacheForever = 'public, max-age=31536000, immutable';
const cacheForAnHour = 'public, max-age=3600';
/** A file only staff may see: kept by their browser, but asked about again each time. */
const cacheForStaffOnly = 'private, no-cache';
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

export async function imageRoutes(
  app: FastifyInstance,
  { uploads, files, maySeeUnpublished, tc, variants, publicUrl }: ImageRoutesOptions,
) {
  async function serveVariant(
    request: FastifyRequest,
    reply: FastifyReply,
    storagePath: string,
    { w, format }: VariantRequest,
    cacheControl: string,
  ) {
    try {
      const found = await variants.variant(storagePath, {
        ...(w ? { width: Number(w) } : {}),
        ...(format ? { format } : {}),
      });
      if (!found) throw notFound('There is no file at this path.');
      reply.header('ETag', found.etag).header('Cache-Control', cacheControl);
      if (matchesEtag(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
      const data = await found.data();
      return reply.type(found.contentType).header('Content-Length', data.length).send(data);
    } catch (error) {
      if (error instanceof NotResizable) throw badRequest(error.message);
      throw error;
    }
  }

  async function serveCertificate(reply: FastifyReply, token: string, variant: VariantRequest) {
    if (variant.w || variant.format) throw badRequest('A certificate is served only as it is.');
    const file = await tc.openGrant(token);
    if (!file) throw notFound('This download link is not valid or has expired.');
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', contentDisposition(tcFileName(file.contentType)))
      .type(file.contentType)
      .header('Content-Length', file.size)
      .send(file.stream);
  }

  /**
   * How long the file may be kept, or a 404 for a file only staff may see asked for by anyone else. A file whose
   * item can leave the site is kept an hour at most, so a photo taken down is gone from browsers and shared caches
   * within the hour; a file that never changes and never leaves (a demo file with a content hash) for a year.
   */
  async function cachePolicy(request: FastifyRequest, reply: FastifyReply, storagePath: string): Promise<string> {
    const access = await fileAccess(files, storagePath);
    if (access === 'shown') return cacheForAnHour;
    if (access === 'fixed') return isContentAddressed(storagePath) ? cacheForever : cacheForAnHour;
    if (await maySeeUnpublished(request)) return cacheForStaffOnly;
    // Not even a proxy may keep this 404: the file may be published a minute from now.
    reply.header('Cache-Control', 'no-store');
    throw notFound('There is no file at this path.');
  }

  /** Both routes end here: `requested` is a path as the client gave it, already URL-decoded once. */
  async function serve(request: FastifyRequest, reply: FastifyReply, requested: string, variant: VariantRequest) {
    if (requested.startsWith(tcPathPrefix)) {
      return serveCertificate(reply, requested.slice(tcPathPrefix.length), variant);
    }
    const storagePath = parseStoragePath(requested);
    if (!storagePath) throw badRequest('This is not a valid file path.');
    const cacheControl = await cachePolicy(request, reply, storagePath);
    if (variant.w || variant.format) return serveVariant(request, reply, storagePath, variant, cacheControl);

    return sendStoredFile(request, reply, uploads, storagePath, {
      cacheControl,
      // Saved under its uploaded name; a demo file has only its path.
      pdfName: async () => (await files.describe([storagePath])).get(storagePath)?.name ?? storedFileName(storagePath),
    });
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
