/**
 * Build step: writes every picture the site's pages show into
 * `public/generated/`, from the manifest in `content/`. The repo ships no
 * binaries, and a picture can only be one that this script made. (Documents
 * are the school's own: the demo seed stores the demo school's.)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderImageSvg } from '@school/artwork/svg-art';
import { photoGroups } from '@school/content/media';
import { generatedRoot, imageSrc } from '@school/shared/asset-paths';
import { manifestImages } from './assets/asset-manifest';

const started = performance.now();
const publicDir = path.join(import.meta.dirname, '..', 'public');
// `docs` held the demo's documents before the seed stored them: a build over an old checkout removes it too.
const outputDirs = ['images', 'docs'].map((dir) => path.join(publicDir, generatedRoot, dir));

// Everything is rendered before the old files go, so a failed build leaves the last good set in place.
const images = manifestImages(photoGroups);
const files = images.map((image): [href: string, svg: string] => [imageSrc(image.id), renderImageSvg(image)]);

await Promise.all(outputDirs.map((dir) => rm(dir, { recursive: true, force: true })));
await mkdir(path.join(publicDir, generatedRoot, 'images'), { recursive: true });
await Promise.all(files.map(([href, data]) => writeFile(path.join(publicDir, href), data)));

const elapsed = Math.round(performance.now() - started);
console.log(`generated ${images.length} images in ${elapsed} ms`);
