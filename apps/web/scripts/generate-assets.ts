/**
 * Build step: writes every picture and PDF the site links to into
 * `public/generated/`, from the manifests in `content/`. The repo ships no
 * binaries, and a link can only point at a file that this script made.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildDocumentPdf } from '@school/artwork/pdf-document';
import { renderImageSvg } from '@school/artwork/svg-art';
import { documents } from '@school/content/documents';
import { photoGroups } from '@school/content/media';
import { school } from '@school/content/school';
import { documentHref, generatedRoot, imageSrc } from '@school/shared/asset-paths';
import { manifestDocuments, manifestImages } from './assets/asset-manifest';

const started = performance.now();
const publicDir = path.join(import.meta.dirname, '..', 'public');
const outputDirs = ['images', 'docs'].map((dir) => path.join(publicDir, generatedRoot, dir));

// Everything is rendered before the old files go, so a failed build leaves the last good set in place.
const images = manifestImages(photoGroups);
const pdfs = manifestDocuments(documents);
const files: [href: string, data: string | Uint8Array][] = [
  ...images.map((image): [string, string] => [imageSrc(image.id), renderImageSvg(image)]),
  ...(await Promise.all(
    pdfs.map(async (document): Promise<[string, Uint8Array]> => [
      documentHref(document.id),
      await buildDocumentPdf(document, school),
    ]),
  )),
];

await Promise.all(outputDirs.map((dir) => rm(dir, { recursive: true, force: true })));
await Promise.all(outputDirs.map((dir) => mkdir(dir, { recursive: true })));
await Promise.all(files.map(([href, data]) => writeFile(path.join(publicDir, href), data)));

const elapsed = Math.round(performance.now() - started);
console.log(`generated ${images.length} images and ${pdfs.length} documents in ${elapsed} ms`);
