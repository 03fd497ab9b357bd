/**
 * What the edit screen calls an item's files, by what the site does with them
 * (`AttachmentRole` in console-kinds.ts): an album's photos (the first is its
 * cover on the Gallery page), the picture drawn with a leader's message, a
 * testimonial or an achievement (the site draws the first), or the files news,
 * events, circulars and the other kinds link (the site links the first), or
 * the versions of a document (the pages open the first).
 */
import type { AttachmentRole } from '@school/shared/console-kinds';
import { sizeInMb, uploadLimits, uploadMessages } from '@school/shared/upload-rules';

export interface AttachmentWords {
  /** One file, in sentences. */
  one: string;
  many: string;
  choose: string;
  dropHint: string;
  /** The list of files on their way. */
  uploading: string;
  /** Said of a dropped file of a type this field does not take. */
  wrongType: string;
  /** The tag on the first file, and the button that makes another one first. */
  firstTag: string;
  makeFirst: string;
  madeFirst: string;
  aboutFirst: string;
  none: string;
  deleteQuestion: string;
  deleted: string;
  /** Said of the files beyond the first when a field takes one at a time (`newFileGoesFirst`). */
  oneAtATime?: string;
}

export const attachmentWords: Record<AttachmentRole, AttachmentWords> = {
  album: {
    one: 'photo',
    many: 'photos',
    choose: 'Choose photos',
    uploading: 'Photos being uploaded',
    wrongType: uploadMessages.notAPhoto,
    dropHint: `Drop photos here, or choose them from this device. JPEG, PNG, WebP or iPhone (HEIC) photos, up to ${sizeInMb(uploadLimits.photoBytes)} each. Location and camera details are removed.`,
    firstTag: 'Cover',
    makeFirst: 'Set as cover',
    madeFirst: 'This photo is now the cover.',
    aboutFirst: 'The first is the cover on the Gallery page.',
    none: 'No photos yet. The first photo you add becomes the album’s cover.',
    deleteQuestion: 'Delete this photo from the album?',
    deleted: 'The photo is deleted.',
  },
  picture: {
    one: 'photo',
    many: 'photos',
    choose: 'Choose a photo',
    uploading: 'Photos being uploaded',
    wrongType: uploadMessages.notAPhoto,
    dropHint: `Drop a photo here, or choose one from this device. JPEG, PNG, WebP or iPhone (HEIC), up to ${sizeInMb(uploadLimits.photoBytes)}. Location and camera details are removed.`,
    firstTag: 'Shown',
    makeFirst: 'Show this one',
    madeFirst: 'This photo now comes first: the site shows it once the changes are published.',
    aboutFirst: 'The site shows the first one; a photo you add goes first.',
    none: 'No photo yet. The site shows the photo you add.',
    deleteQuestion: 'Delete this photo?',
    deleted: 'The photo is deleted.',
    oneAtATime: 'Choose one photo at a time: the site shows one.',
  },
  files: {
    one: 'file',
    many: 'files',
    choose: 'Choose files',
    uploading: 'Files being uploaded',
    wrongType: uploadMessages.notAFile,
    dropHint: `Drop files here, or choose them from this device. PDFs up to ${sizeInMb(uploadLimits.pdfBytes)}, or JPEG, PNG, WebP or iPhone (HEIC) pictures up to ${sizeInMb(uploadLimits.photoBytes)}. A picture’s location and camera details are removed.`,
    firstTag: 'Linked',
    makeFirst: 'Link this one',
    madeFirst: 'This file now comes first: the site links it once the changes are published.',
    aboutFirst: 'The site links the first one.',
    none: 'No files yet. The site links the first file you add.',
    deleteQuestion: 'Remove this file?',
    deleted: 'The file is removed.',
  },
  document: {
    one: 'version',
    many: 'versions',
    choose: 'Choose the PDF',
    uploading: 'Files being uploaded',
    wrongType: uploadMessages.notADocument,
    dropHint: `Drop the new PDF here, or choose it from this device. A PDF up to ${sizeInMb(uploadLimits.documentBytes)}. The version it replaces is kept below.`,
    firstTag: 'Current',
    makeFirst: 'Use this version',
    madeFirst: 'This version now comes first: the pages open it once the document is published.',
    aboutFirst: 'Every page that links this document opens the current version; earlier ones are kept to put back.',
    none: 'Not yet uploaded. Upload the PDF the pages link.',
    deleteQuestion: 'Delete this version?',
    deleted: 'The version is deleted.',
    oneAtATime: 'Choose one PDF at a time: the pages link one.',
  },
};
