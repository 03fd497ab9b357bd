/**
 * One page as the cache keeps it: the exact bytes and headers of the answer,
 * compressed once with brotli and gzip (the best ratio, since it is done once
 * and read many times), with a weak ETag over the uncompressed bytes that all
 * three encodings share. Every header block a hit can send is built here, so
 * serving a page is one `writeHead` and one `end`.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SiteDataKind } from '@school/shared/content-categories';

export const encodings = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof encodings)[number];

export interface CachedPage {
  schoolCode: string;
  kinds: ReadonlySet<SiteDataKind>;
  /** Epoch milliseconds after which the page is no longer served. */
  expires: number;
  etag: string;
  status: number;
  bodies: Record<Encoding, Buffer>;
  headers: Record<Encoding, OutgoingHttpHeaders>;
  /** For a matching If-None-Match. */
  notModified: OutgoingHttpHeaders;
  /** Bytes held, for the cache's size limit. */
  size: number;
}

/** Headers that belong to one connection or one encoding, never to the page. */
const perAnswer = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
]);
/** What a 304 repeats of the page's headers (RFC 9110, 15.4.5). */
const keptOnNotModified = ['cache-control', 'content-location', 'expires'];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this, compression saves less than its headers cost. */
const minimumCompressed = 1024;

export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export interface PageAnswer {
  schoolCode: string;
  kinds: ReadonlySet<SiteDataKind>;
  expires: number;
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
  etag: string;
}

export async function cachedPage(answer: PageAnswer): Promise<CachedPage> {
  const { body } = answer;
  const compressible = body.length >= minimumCompressed;
  const [br, gz] = compressible
    ? await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
    : [body, body];
  const bodies: Record<Encoding, Buffer> = { br, gzip: gz, identity: body };

  // `x-cache` tells operators (and tests) that an answer came from memory, as CDNs do.
  const page: OutgoingHttpHeaders = { vary: 'accept-encoding', etag: answer.etag, 'x-cache': 'HIT' };
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !perAnswer.has(name)) page[name] = value;
  }
  const headersFor = (encoding: Encoding): OutgoingHttpHeaders => ({
    ...page,
    ...(compressible && encoding !== 'identity' ? { 'content-encoding': encoding } : {}),
    'content-length': bodies[encoding].length,
  });
  const notModified: OutgoingHttpHeaders = { vary: 'accept-encoding', etag: answer.etag };
  for (const name of keptOnNotModified) if (page[name] !== undefined) notModified[name] = page[name];

  return {
    schoolCode: answer.schoolCode,
    kinds: answer.kinds,
    expires: answer.expires,
    etag: answer.etag,
    status: answer.status,
    bodies,
    headers: { br: headersFor('br'), gzip: headersFor('gzip'), identity: headersFor('identity') },
    notModified,
    size: body.length + (compressible ? br.length + gz.length : 0) + 1024,
  };
}
