/**
 * Resized copies of stored pictures (`/api/image/<path>?w=640&format=webp`):
 * made once with sharp, kept in a cache store, and read from there after.
 * The image route, uploads (which make the site's list sizes at once, so the
 * first visitor never waits) and deletions all go through this one service.
 *
 * Sources and copies are both read through FileStores, never from a disk
 * path, so every process behind one address shares the copies when the cache
 * is an object store. The copies can always be made again; each source's
 * copies share a folder, so a deleted picture's copies go with it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { FileStore } from './storage';

export type VariantFormat = 'webp' | 'avif' | 'jpeg';

export interface VariantRequest {
  width?: number;
  format?: VariantFormat;
}

export interface Variant {
  /** Changes whenever the source or the request does. */
  etag: string;
  /** Reads (or makes) the bytes: a 304 never needs them. */
  data(): Promise<Buffer>;
  contentType: string;
}

/** The output format of a variant when none is asked for: the source's own, or PNG for a drawing. */
const sourceFormats: Record<string, keyof sharp.FormatEnum> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'png',
};
const contentTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

export class NotResizable extends Error {}

/** The most a drawing is scaled up: a 40-pixel crest drawn 1280 wide is 32 times its size. */
const largestDrawingScale = 64;

/**
 * The density at which an SVG is drawn at least `width` pixels wide. A drawing has no pixels of its own: sharp draws
 * it at 72 dpi, its own size, which a width asked of a small logo (a link preview's picture) would not reach.
 */
async function drawingDensity(input: Buffer, width: number): Promise<number | undefined> {
  const { width: drawn } = await sharp(input).metadata();
  if (!drawn || drawn >= width) return undefined;
  return Math.ceil(72 * Math.min(width / drawn, largestDrawingScale));
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export function imageVariants(store: FileStore, cache: FileStore) {
  /** Variants being made right now, so a burst of requests for a new one runs sharp once. */
  const making = new Map<string, Promise<Buffer>>();
  // sharp works on libuv's thread pool, which every file read shares: a page full of new
  // variants, resized all at once, would hold up the scripts and pages behind them.
  const resizing = pLimit(2);

  /** A storage path of the cache: hex digits only, whatever the source's path. */
  const folderOf = (storagePath: string) => digest(storagePath).slice(0, 40);

  async function resize(storagePath: string, width: number | undefined, format: keyof sharp.FormatEnum) {
    const source = await store.open(storagePath);
    if (!source) throw new NotResizable('The picture is no longer stored.');
    try {
      const input = await buffer(source.stream);
      const density = width && path.extname(storagePath) === '.svg' ? await drawingDensity(input, width) : undefined;
      // `rotate()` applies the camera's orientation before the EXIF data is dropped.
      const image = sharp(input, density ? { density } : {}).rotate();
      if (width) image.resize({ width, withoutEnlargement: true });
      return await image.toFormat(format).toBuffer();
    } catch {
      throw new NotResizable('This file is not an image that can be resized.');
    }
  }

  async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const cached = await cache.open(file);
    if (cached) return buffer(cached.stream);
    const data = await make();
    // Another process may store the same copy at the same time: both write the same bytes, and the cache
    // store lets a reader see one whole copy or the other.
    await cache.put(file, data);
    return data;
  }

  /**
   * The variant of a stored picture, or undefined when nothing is stored there. Throws NotResizable
   * for a file that is not a picture.
   */
  async function variant(storagePath: string, { width, format: asked }: VariantRequest): Promise<Variant | undefined> {
    const info = await store.stat(storagePath);
    if (!info) return undefined;
    const sourceFormat = sourceFormats[path.extname(storagePath).slice(1)];
    if (!sourceFormat) throw new NotResizable('Only images have resized variants.');
    const format = asked ?? sourceFormat;
    // The source's size and time are part of the key: a replaced upload gets new variants.
    const key = digest([storagePath, width ?? 'full', format, info.size, info.modified.getTime()].join('\u0000'));
    const file = `${folderOf(storagePath)}/${key}.${format}`;
    return {
      etag: `"${key}"`,
      contentType: contentTypes[format] ?? 'application/octet-stream',
      data() {
        let pending = making.get(file);
        if (!pending) {
          pending = readOrMake(file, () => resizing(() => resize(storagePath, width, format))).finally(() =>
            making.delete(file),
          );
          making.set(file, pending);
        }
        return pending;
      },
    };
  }

  return {
    variant,

    /** Makes the given widths now (WebP), so they are ready before anyone asks. */
    async prepare(storagePath: string, widths: readonly number[]): Promise<void> {
      for (const width of widths) await (await variant(storagePath, { width, format: 'webp' }))?.data();
    },

    /** Drops every variant of a picture, for a deleted file. */
    async forget(storagePath: string): Promise<void> {
      for await (const file of cache.list(folderOf(storagePath))) await cache.delete(file);
    },
  };
}

export type ImageVariants = ReturnType<typeof imageVariants>;
