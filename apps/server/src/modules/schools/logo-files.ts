/**
 * Where a school's logo is stored, and how the profile refers to it. The uploads store keeps it under a name the
 * server makes from the school's code and a hash of the bytes (`logos/logo-hvps.1a2b3c4d.svg`), so the image route
 * lets browsers keep it for a year (storage-path.ts, `isContentAddressed`) and a new logo is a new address. It has
 * no row in `files`: the profile is what uses it, and it is public, like the header that shows it.
 */
import { logoLimits, type SchoolLogo } from '@school/shared/school-logo';
import { contentHash } from '../../storage/content-hash';
import type { FileStore } from '../../storage/storage';
import type { CheckedLogo } from './check-logo';

const extensions = { 'image/svg+xml': 'svg', 'image/png': 'png' } as const;

/** `logos/logo-<school code>.<hash>.<svg|png>`: a valid storage path for any school code (api-schema.ts). */
export function logoPath(schoolCode: string, logo: Pick<CheckedLogo, 'type' | 'data'>): string {
  return `logos/logo-${schoolCode.toLowerCase()}.${contentHash(logo.data)}.${extensions[logo.type]}`;
}

/** The bytes as a data: URL; an SVG as escaped text, which compresses better with the page than base64. */
function dataUrl({ type, data }: Pick<CheckedLogo, 'type' | 'data'>): string {
  return type === 'image/svg+xml'
    ? `data:image/svg+xml,${encodeURIComponent(data.toString('utf8'))}`
    : `data:image/png;base64,${data.toString('base64')}`;
}

/** Stores a checked logo and answers what the profile keeps of it. */
export async function storeLogo(uploads: FileStore, schoolCode: string, logo: CheckedLogo): Promise<SchoolLogo> {
  const path = logoPath(schoolCode, logo);
  await uploads.put(path, logo.data);
  return {
    path,
    type: logo.type,
    width: logo.width,
    height: logo.height,
    ...(logo.data.length <= logoLimits.inlineBytes ? { inline: dataUrl(logo) } : {}),
  };
}
