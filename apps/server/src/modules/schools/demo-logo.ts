/**
 * The demo school's logo: its crest, drawn by @school/artwork as the site's other demo pictures are, checked like an
 * upload and stored like one, so `npm start` shows the crest through the same path as a school's own logo. The same
 * bytes go to the same content-hashed path at every start, so storing it again changes nothing. Imported only in
 * demo mode (app.ts).
 */
import { renderImageSvg } from '@school/artwork/svg-art';
import { photoGroups } from '@school/content/media/home';
import type { SchoolLogo } from '@school/shared/school-logo';
import type { FileStore } from '../../storage/storage';
import { sanitiseSvg } from './check-logo';
import { storeLogo } from './logo-files';

export async function demoLogo(uploads: FileStore, schoolCode: string): Promise<SchoolLogo> {
  const crest = photoGroups.flatMap((group) => group.images).find((image) => image.id === 'school-logo');
  if (!crest) throw new Error('The demo content has no school-logo picture.');
  const checked = sanitiseSvg(renderImageSvg(crest));
  if (!checked.ok) throw new Error(`The demo crest is refused as a logo: ${checked.message}`);
  const { svg, width, height } = checked.value;
  return storeLogo(uploads, schoolCode, { type: 'image/svg+xml', data: Buffer.from(svg), width, height });
}
