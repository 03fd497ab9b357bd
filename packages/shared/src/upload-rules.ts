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
  /** A PDF attached to news, an event or a circular: a scanned notice or a magazine issue. */
  pdfBytes: 20 * megabyte,
  /** A document the site links from its pages: a year book or an annual report with photographs. */
  documentBytes: 40 * megabyte,
  /** Stored photos are made no larger than this on their long side. */
  photoLongSide: 2560,
  /** A scanned picture keeps an A4 page readable: 3508 px is its long side at 300 dpi. */
  scanLongSide: 3508,
  /** Pixels a photo may have before it is decoded at all (a guard against decompression bombs). */
  photoPixels: 100_000_000,
} as const;

/**
 * What an uploaded file must be, by its content. A scan (a certificate) and a
 * file (attached to news, events, circulars...) are each a photo or a PDF; a
 * document (the fee structure, a certificate the Board asks for) is a PDF.
 */
export type UploadKind = 'photo' | 'scan' | 'file' | 'document';

/** What an item of content takes: an album photos, the rest files. */
export type AttachmentKind = Exclude<UploadKind, 'scan'>;

/** The largest file of each kind a request may carry (a PDF attachment is held to `pdfBytes` once it is known to be one). */
export const uploadBytes: Record<UploadKind, number> = {
  photo: uploadLimits.photoBytes,
  scan: uploadLimits.scanBytes,
  file: uploadLimits.photoBytes,
  document: uploadLimits.documentBytes,
};

/**
 * The most one request may carry in all, by kind, whatever its number of files: what one upload may take of the
 * server's temporary folder and of its connection. The console sends photos and attachments one file to a request,
 * so these bound what other clients send at once; a certificate import sends its CSV file and every scan together.
 */
export const uploadRequestBytes: Record<UploadKind, number> = {
  /** Ten photos at their largest, or about forty from a phone. */
  photo: 250 * megabyte,
  /** The 200 scans of a full import at 2.5 MB each, a phone's photo of a page. */
  scan: 500 * megabyte,
  /** Five PDFs at their largest. */
  file: 100 * megabyte,
  /** Two documents at their largest. */
  document: 80 * megabyte,
};

/** The largest PDF of each kind. */
export const pdfBytes: Record<Exclude<UploadKind, 'photo'>, number> = {
  scan: uploadLimits.scanBytes,
  file: uploadLimits.pdfBytes,
  document: uploadLimits.documentBytes,
};

export const pdfType = 'application/pdf';

const photoTypes = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

const photoOrPdfTypes = { ...photoTypes, [pdfType]: ['.pdf'] };

/** The stored forms of a photo: an upload is stored as JPEG; the demo's and older files as PNG or WebP too. */
const storedPhotoExtensions = /\.(?:jpe?g|png|webp)$/i;

/** Whether a stored file is a photo, which the site draws as a picture (any other attachment is a PDF, linked). */
export const isPhotoPath = (storagePath: string): boolean => storedPhotoExtensions.test(storagePath);

/** The types the console's file fields offer (a hint to the picker; the server reads the content). */
export const acceptedTypes: Record<UploadKind, Record<string, string[]>> = {
  photo: photoTypes,
  scan: photoOrPdfTypes,
  file: photoOrPdfTypes,
  document: { [pdfType]: ['.pdf'] },
};

/** The largest file of this kind with this declared type: what the browser checks before sending. */
export const largestFile = (kind: UploadKind, declaredType: string) =>
  kind !== 'photo' && declaredType === pdfType ? pdfBytes[kind] : uploadBytes[kind];

/** The name of a file field in an upload request. */
export const uploadField = 'files';

export const sizeInMb = (bytes: number) => `${Math.round(bytes / megabyte)} MB`;

const kindNames: Record<Exclude<UploadKind, 'file'>, string> = {
  photo: 'A photo',
  scan: 'A scan',
  document: 'A document',
};

export const uploadMessages = {
  uploaded: 'Uploaded',
  /** To an item on the site: the upload goes into its draft. */
  uploadedToDraft: 'Uploaded to the draft: the site shows it once the changes are published.',
  alreadyThere: (kind: UploadKind) =>
    kind === 'photo' ? 'Uploaded (this photo was already added)' : 'Uploaded (this file was already attached)',
  tooLarge: (kind: UploadKind) =>
    kind === 'file'
      ? `This file is too large. A photo can be at most ${sizeInMb(uploadBytes.file)}, a PDF ${sizeInMb(pdfBytes.file)}.`
      : `This file is too large. ${kindNames[kind]} can be at most ${sizeInMb(uploadBytes[kind])}.`,
  pdfTooLarge: (kind: Exclude<UploadKind, 'photo'>) =>
    `This PDF is too large. A PDF can be at most ${sizeInMb(pdfBytes[kind])}.`,
  tooMany: `Too many files at once: send at most ${uploadLimits.filesPerRequest} in one go.`,
  tooMuch: (kind: UploadKind) =>
    `Too much at once: one upload can carry at most ${sizeInMb(uploadRequestBytes[kind])} in all. ` +
    (kind === 'scan' ? 'Split the CSV file and import each part with its scans.' : 'Send the files in smaller groups.'),
  notAPhoto: 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC (iPhone) photo.',
  notAScan: 'This file is not a scan. Choose a picture (JPEG, PNG, WebP or HEIC from an iPhone) or a PDF.',
  notAFile: 'This file is not a PDF or a photo. Choose a PDF, or a JPEG, PNG, WebP or HEIC (iPhone) photo.',
  notADocument: 'This file is not a PDF. A document must be a PDF: save or print it as a PDF and try again.',
  unreadablePdf: 'This PDF could not be read: the file may be damaged or only partly uploaded. Try it again.',
  /** Beside "Uploaded" for a PDF with no text in it: the file is stored all the same. */
  scannedPdf:
    'This PDF is a scan: it has no text in it, so screen readers and search engines cannot read it. ' +
    'If you have the original document (in Word, for example), save it as a PDF from there and upload that instead.',
  unreadable: 'This photo could not be read: the file may be damaged or only partly uploaded. Try it again.',
  tooManyPixels: 'This photo has too many pixels to process. Make it smaller and try again.',
  noFiles: 'Choose at least one file to upload.',
  notMultipart: 'Send the files as a form upload (multipart/form-data).',
  unreadableUpload: 'The upload could not be read: it may have been cut off. Try it again.',
  failed: 'The upload failed. Check the connection and try again.',
} as const;

/**
 * One file's outcome, as the upload route answers it and the console shows it. A stored file may carry a
 * `warning` (a PDF that is a scan, `uploadMessages.scannedPdf`).
 */
export type UploadResult =
  | { name: string; ok: true; path: string; message: string; warning?: string }
  | { name: string; ok: false; message: string };
