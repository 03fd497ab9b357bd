/**
 * What an uploaded file really is, by its content (`file-type`), never by its
 * name or the type the browser declared, and the photo as it is stored.
 *
 * Photos of children are private data, so every photo is decoded and encoded
 * again: sharp writes none of the original's metadata (EXIF, GPS position,
 * camera serial), turns the picture upright from its EXIF orientation first,
 * and keeps it to 2560 px on its long side. The result is a JPEG, which every
 * browser shows. sharp's prebuilt binaries cannot decode the HEVC inside an
 * iPhone's HEIC photo, so those are decoded by libheif (`heic-decode`) first.
 */
import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { uploadLimits, uploadMessages } from '@school/shared/upload-rules';

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 415; message: string };

export interface StoredPhoto {
  data: Buffer;
  width: number;
  height: number;
}

const photoFormats = new Set(['jpg', 'png', 'webp']);
const heifFormats = new Set(['heic', 'heif', 'avif']);
const jpegQuality = 82;

const refused = (status: 400 | 415, message: string): Checked<never> => ({ ok: false, status, message });

/** sharp's input for a HEIC photo: its first picture, decoded to raw pixels by libheif. */
async function heicInput(tempPath: string): Promise<Checked<sharp.Sharp>> {
  let images;
  try {
    images = await decodeHeic.all({ buffer: await readFile(tempPath) });
  } catch {
    return refused(400, uploadMessages.unreadable);
  }
  try {
    const [first] = images;
    if (!first) return refused(400, uploadMessages.unreadable);
    if (first.width * first.height > uploadLimits.photoPixels) return refused(400, uploadMessages.tooManyPixels);
    const { width, height, data } = await first.decode();
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { ok: true, value: sharp(pixels, { raw: { width, height, channels: 4 } }) };
  } catch {
    return refused(400, uploadMessages.unreadable);
  } finally {
    images.dispose();
  }
}

/**
 * A photo as it is stored: checked by content, decoded, upright, no larger than the limit (`longSide`,
 * 2560 px unless a scan must stay readable), without metadata.
 */
export async function checkPhoto(
  tempPath: string,
  { longSide = uploadLimits.photoLongSide }: { longSide?: number } = {},
): Promise<Checked<StoredPhoto>> {
  const type = await fileTypeFromFile(tempPath);
  if (!type) return refused(415, uploadMessages.notAPhoto);
  let input: sharp.Sharp;
  if (heifFormats.has(type.ext)) {
    const decoded = await heicInput(tempPath);
    if (!decoded.ok) return decoded;
    input = decoded.value;
  } else if (photoFormats.has(type.ext)) {
    // A truncated or damaged file fails here rather than being stored half grey.
    input = sharp(tempPath, { failOn: 'truncated', limitInputPixels: uploadLimits.photoPixels });
  } else {
    return refused(415, uploadMessages.notAPhoto);
  }
  try {
    const { data, info } = await input
      .rotate()
      .resize({
        width: longSide,
        height: longSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: jpegQuality })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, value: { data, width: info.width, height: info.height } };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    return refused(400, pixels ? uploadMessages.tooManyPixels : uploadMessages.unreadable);
  }
}

/** A transfer certificate's scan as it is stored: a picture made safe like a photo, or a PDF as it came. */
export type StoredScan = { type: 'image/jpeg'; data: Buffer } | { type: 'application/pdf' };

/**
 * A certificate's scan, by its content: a picture is re-encoded like a photo (no metadata, upright) but
 * kept up to an A4 page at 300 dpi so its small print stays readable; a PDF is checked and kept as it is.
 */
export async function checkScan(tempPath: string): Promise<Checked<StoredScan>> {
  const type = await fileTypeFromFile(tempPath);
  if (type?.ext === 'pdf') return { ok: true, value: { type: 'application/pdf' } };
  if (!type || !(photoFormats.has(type.ext) || heifFormats.has(type.ext))) return refused(415, uploadMessages.notAScan);
  const picture = await checkPhoto(tempPath, { longSide: uploadLimits.scanLongSide });
  return picture.ok ? { ok: true, value: { type: 'image/jpeg', data: picture.value.data } } : picture;
}
