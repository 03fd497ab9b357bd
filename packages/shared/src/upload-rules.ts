/**
 * What the console's uploads accept, and what staff are told when a file is
 * refused. The browser checks size and count before sending (so a phone does
 * not spend minutes uploading a file that will be refused); the server checks
 * everything again, and a file's type only by its content.
 */
const megabyte = 1024 * 1024;

export const uploadLimits = {
  /** Files in one request. */
  filesPerRequest: 200,
  /** A phone photo is 4–8 MB; a camera's can be larger. */
  photoBytes: 25 * megabyte,
  /** A transfer certificate's scan: a phone photo of it, a scanner's picture or a scanner's PDF. */
  scanBytes: 25 * megabyte,
  /** Stored photos are made no larger than this on their long side. */
  photoLongSide: 2560,
  /** A scanned picture keeps an A4 page readable: 3508 px is its long side at 300 dpi. */
  scanLongSide: 3508,
  /** Pixels a photo may have before it is decoded at all (a guard against decompression bombs). */
  photoPixels: 100_000_000,
} as const;

/** What an uploaded file is, by its content. A scan is a photo or a PDF. */
export type UploadKind = 'photo' | 'scan';

/** The largest file of each kind. */
export const uploadBytes: Record<UploadKind, number> = {
  photo: uploadLimits.photoBytes,
  scan: uploadLimits.scanBytes,
};

const photoTypes = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

/** The types the console's file fields offer (a hint to the picker; the server reads the content). */
export const acceptedTypes: Record<UploadKind, Record<string, string[]>> = {
  photo: photoTypes,
  scan: { ...photoTypes, 'application/pdf': ['.pdf'] },
};

/** The name of a file field in an upload request. */
export const uploadField = 'files';

export const sizeInMb = (bytes: number) => `${Math.round(bytes / megabyte)} MB`;

const kindNames: Record<UploadKind, string> = { photo: 'A photo', scan: 'A scan' };

export const uploadMessages = {
  uploaded: 'Uploaded',
  alreadyThere: 'Uploaded (this photo was already in the album)',
  tooLarge: (kind: UploadKind) =>
    `This file is too large. ${kindNames[kind]} can be at most ${sizeInMb(uploadBytes[kind])}.`,
  tooMany: `Too many files at once: send at most ${uploadLimits.filesPerRequest} in one go.`,
  notAPhoto: 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC (iPhone) photo.',
  notAScan: 'This file is not a scan. Choose a picture (JPEG, PNG, WebP or HEIC from an iPhone) or a PDF.',
  unreadable: 'This photo could not be read: the file may be damaged or only partly uploaded. Try it again.',
  tooManyPixels: 'This photo has too many pixels to process. Make it smaller and try again.',
  noFiles: 'Choose at least one file to upload.',
  notMultipart: 'Send the files as a form upload (multipart/form-data).',
  failed: 'The upload failed. Check the connection and try again.',
} as const;

/** Where the console sends an item's files: a Fastify route, since React Router would hold whole files in memory. */
export const consoleUploadRoute = '/admin/upload/:kind/:id';
export const consoleUploadPath = (kind: string, id: string) =>
  `/admin/upload/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** One file's outcome, as the upload route answers it and the console shows it. */
export type UploadResult =
  { name: string; ok: true; path: string; message: string } | { name: string; ok: false; message: string };
