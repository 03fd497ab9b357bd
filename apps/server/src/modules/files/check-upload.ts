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
 * A PDF (a certificate's scan, a circular) is kept as it came, once it is
 * known to be one and to be whole; one with no text in it (a scan) is stored
 * with a warning for the staff member who sent it (`pdfWarning`).
 */
import { open, readFile, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import {
  pdfBytes,
  pdfType,
  uploadLimits,
  uploadMessages,
  type AttachmentKind,
  type UploadKind,
} from '@school/shared/upload-rules';
import { pdfTextLayer } from './pdf-text';

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415; message: string };

export interface StoredPhoto {
  data: Buffer;
  width: number;
  height: number;
}

const photoFormats = new Set(['jpg', 'png', 'webp']);
const heifFormats = new Set(['heic', 'heif', 'avif']);
const jpegQuality = 82;

const refused = (status: 400 | 413 | 415, message: string): Checked<never> => ({ ok: false, status, message });

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

/** A picture made safe like a photo, or a PDF kept as it came (its bytes stay in the upload's temporary file). */
export type PhotoOrPdf = ({ type: 'image/jpeg' } & StoredPhoto) | { type: typeof pdfType };

/** The bytes a PDF must end within: its `%%EOF` marker sits in the last 1024 (PDF 1.7, 7.5.5). */
const pdfTailBytes = 1024;

/** A PDF cut off on its way (a dropped connection) has no end marker; a reader would show nothing. */
async function hasPdfEnd(tempPath: string, size: number): Promise<boolean> {
  const file = await open(tempPath, 'r');
  try {
    const length = Math.min(size, pdfTailBytes);
    const { buffer } = await file.read({ buffer: Buffer.alloc(length), position: size - length });
    return buffer.includes('%%EOF');
  } finally {
    await file.close();
  }
}

/** A PDF, once its content says it is one: within its kind's size limit, and whole. */
async function checkPdf(tempPath: string, kind: Exclude<UploadKind, 'photo'>): Promise<Checked<PhotoOrPdf>> {
  const { size } = await stat(tempPath);
  if (size > pdfBytes[kind]) return refused(413, uploadMessages.pdfTooLarge(kind));
  if (!(await hasPdfEnd(tempPath, size))) return refused(400, uploadMessages.unreadablePdf);
  return { ok: true, value: { type: pdfType } };
}

/**
 * A certificate's scan or a file attached to content, by its content: a picture is re-encoded like a photo
 * (no metadata, upright, at most `longSide`); a PDF must be whole and within its own size limit, and is
 * kept as it is.
 */
async function checkPhotoOrPdf(
  tempPath: string,
  kind: Exclude<UploadKind, 'photo'>,
  { longSide, notAllowed }: { longSide: number; notAllowed: string },
): Promise<Checked<PhotoOrPdf>> {
  const type = await fileTypeFromFile(tempPath);
  if (type?.mime === pdfType) return checkPdf(tempPath, kind);
  if (!type || !(photoFormats.has(type.ext) || heifFormats.has(type.ext))) return refused(415, notAllowed);
  return asPicture(await checkPhoto(tempPath, { longSide }));
}

const asPicture = (photo: Checked<StoredPhoto>): Checked<PhotoOrPdf> =>
  photo.ok ? { ok: true, value: { type: 'image/jpeg', ...photo.value } } : photo;

/** A transfer certificate's scan: a picture is kept up to an A4 page at 300 dpi so its small print stays readable. */
export const checkScan = (tempPath: string) =>
  checkPhotoOrPdf(tempPath, 'scan', { longSide: uploadLimits.scanLongSide, notAllowed: uploadMessages.notAScan });

/** A document the site's pages link: a PDF, whole and within its size limit, kept as it is. */
async function checkDocument(tempPath: string): Promise<Checked<PhotoOrPdf>> {
  const type = await fileTypeFromFile(tempPath);
  if (type?.mime !== pdfType) return refused(415, uploadMessages.notADocument);
  return checkPdf(tempPath, 'document');
}

/**
 * What staff should know about a PDF they have stored: one with no text layer (a scan) cannot be read by
 * screen readers or found by search engines. A warning, not a refusal: the school may have nothing else.
 */
export async function pdfWarning(tempPath: string): Promise<string | undefined> {
  return (await pdfTextLayer(tempPath)) === 'none' ? uploadMessages.scannedPdf : undefined;
}

/** A file for an item of content: an album's photo, a document's PDF, or a PDF or picture attached to the rest. */
export const checkAttachment = async (tempPath: string, accepts: AttachmentKind) => {
  if (accepts === 'photo') return asPicture(await checkPhoto(tempPath));
  if (accepts === 'document') return checkDocument(tempPath);
  return checkPhotoOrPdf(tempPath, 'file', {
    longSide: uploadLimits.photoLongSide,
    notAllowed: uploadMessages.notAFile,
  });
};
