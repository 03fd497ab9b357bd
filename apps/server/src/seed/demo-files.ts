/**
 * The demo school's files: pictures drawn by @school/artwork (the same
 * generator as the site's own pictures) and rasterised to JPEG with sharp,
 * and PDFs on the school letterhead. Each file is stored under its stem plus
 * a content hash (`news/<title>.1a2b3c4d.pdf`), which lets the image route
 * cache it for a year. Stems and art come from stable keys (titles, not row
 * ids), so a seed on the same day writes the same bytes under the same names:
 * a second process that seeds at the same moment and then finds it lost the
 * race leaves no files of its own behind.
 */
import os from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { buildDocumentPdf } from '@school/artwork/pdf-document';
import { renderImageSvg } from '@school/artwork/svg-art';
import { school } from '@school/content/school';
import type { SiteDocument, SiteImage } from '@school/shared/site-schema';
import type { ContentKind } from '@school/shared/content-categories';
import { contentHash } from '../storage/content-hash';
import type { FileStore } from '../storage/storage';

/** A file to make: `stem` is its storage path without the hash and extension. */
export type DemoFile =
  { type: 'image'; stem: string; image: SiteImage } | { type: 'pdf'; stem: string; document: SiteDocument };

/** One content row as the demo content writes it; unset text fields stay empty. */
export interface DemoItem {
  id: string;
  kind: ContentKind;
  /** The name it is found by: a document's id in content/documents, a page's id in the site map. */
  key?: string;
  category?: string;
  school_tab?: string;
  title?: string;
  description?: string;
  message?: string;
  name?: string;
  url?: string;
  /** Sets `url` to the address of the first attachment (admission downloads). */
  linkToAttachment?: boolean;
  video_url?: string;
  venue?: string;
  time?: string;
  date?: string;
  attachments?: DemoFile[];
  images?: DemoFile[];
  created_at?: string;
}

/** A stable, path-safe key from a title, for storage stems and art seeds. */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    // Well within the 100 characters a storage path segment may have, with room for the hash.
    .slice(0, 80);

/** `seed` picks the composition's details, `alt` its subject (see svg-art). */
export const photo = (stem: string, seed: string, alt: string): DemoFile => ({
  type: 'image',
  stem,
  image: { id: seed, alt, width: 1200, height: 800, kind: 'photo' },
});

export const portrait = (stem: string, seed: string, alt: string): DemoFile => ({
  type: 'image',
  stem,
  image: { id: seed, alt, width: 600, height: 600, kind: 'portrait' },
});

/** A notice on a board; its heading is the alt text after "Poster headed". */
export const poster = (stem: string, seed: string, alt: string): DemoFile => ({
  type: 'image',
  stem,
  image: { id: seed, alt, width: 1200, height: 800, kind: 'poster' },
});

export const pdf = (stem: string, title: string, body: string[]): DemoFile => ({
  type: 'pdf',
  stem,
  document: { id: stem.replaceAll('/', '-'), title, body },
});

export async function svgToJpeg(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}

/** Rasterising is CPU-bound: a few more jobs than cores keeps them busy without queueing hundreds of bitmaps. */
export const renderConcurrency = Math.max(2, os.availableParallelism() + 1);

async function render(file: DemoFile): Promise<{ data: Buffer; extension: string }> {
  if (file.type === 'image') return { data: await svgToJpeg(renderImageSvg(file.image)), extension: 'jpg' };
  const bytes = await buildDocumentPdf(file.document, school);
  return { data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), extension: 'pdf' };
}

/** Makes and stores every file; answers each file's storage path. */
export async function storeDemoFiles(files: readonly DemoFile[], uploads: FileStore): Promise<Map<DemoFile, string>> {
  const stems = new Set<string>();
  for (const file of files) {
    if (stems.has(file.stem)) throw new Error(`Two demo files share the name ${file.stem}`);
    stems.add(file.stem);
  }
  const rendering = pLimit(renderConcurrency);
  const paths = await Promise.all(
    files.map((file) =>
      rendering(async () => {
        const { data, extension } = await render(file);
        const storagePath = `${file.stem}.${contentHash(data)}.${extension}`;
        await uploads.put(storagePath, data);
        return storagePath;
      }),
    ),
  );
  return new Map(files.map((file, index) => [file, paths[index]!]));
}
