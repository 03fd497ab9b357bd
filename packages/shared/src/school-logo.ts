/**
 * The school's logo: an SVG or a PNG an admin uploads in Settings → School profile, shown in the header of every
 * page. What the upload accepts, what staff are told when it is refused, and how the profile keeps it
 * (docs/decisions/022-the-school-logo.md).
 */
import { z } from 'zod';

const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

export const logoLimits = {
  /**
   * The largest file. A logo exported for print is an SVG of a few to a few hundred KB, or a PNG of up to about
   * 2000 px on its long side (well under 2 MB for flat colours); more than that is a photo, or a drawing with a
   * photo inside, and is not what a header shows at 56 px.
   */
  bytes: 2 * megabyte,
  /** A PNG's pixels before it is decoded at all: a guard against a small file that decodes to gigabytes. */
  pixels: 4096 * 4096,
  /** A PNG is stored no larger than this on its long side: three times the header's size, with room to spare. */
  pngLongSide: 512,
  /**
   * A logo this small (as stored) goes into every page as a data: URL, so the header draws without a second
   * request (a round trip of up to 2 s on a slow phone network). A larger one is linked under its content-hashed
   * path, kept by browsers for a year: inlining it would cost every page more than the request it saves.
   */
  inlineBytes: 10 * kilobyte,
} as const;

export const logoTypes = { 'image/svg+xml': ['.svg'], 'image/png': ['.png'] } as const;
export type LogoType = keyof typeof logoTypes;

/** The Fastify route the Settings screen sends the logo to (multipart/form-data, one file). */
export const logoUploadRoute = '/admin/school-logo';
/** The upload's fields: the file, and the version of the profile the form was opened at. */
export const logoFields = { file: 'logo', version: 'version' } as const;

/** The logo as the profile keeps it: written only by the server, after the file is checked and stored. */
export const schoolLogoSchema = z.object({
  /** Its storage path in the uploads store, named by the server with a hash of its bytes. */
  path: z.string().regex(/^logos\/[a-z0-9_-]+\.[0-9a-f]{8,64}\.(?:svg|png)$/),
  type: z.enum(Object.keys(logoTypes) as [LogoType, ...LogoType[]]),
  /** Its size (an SVG's viewBox), for its shape in the header before it is drawn. */
  width: z.number().positive().max(100_000),
  height: z.number().positive().max(100_000),
  /** The stored bytes as a data: URL, when they are small enough to go into every page (`logoLimits.inlineBytes`). */
  inline: z
    .string()
    .regex(/^data:image\/(?:svg\+xml,|png;base64,)/)
    .max(4 * logoLimits.inlineBytes)
    .optional(),
});

export type SchoolLogo = z.infer<typeof schoolLogoSchema>;

/** The header's logo is drawn this many CSS pixels high; its width follows its shape, up to three times that. */
export const logoHeight = 56;

/** The width and height attributes of the header's <img>, so its box is right before it is drawn. */
export function logoBox(logo: Pick<SchoolLogo, 'width' | 'height'>): { width: number; height: number } {
  const width = Math.round((logoHeight * logo.width) / logo.height);
  return { width: Math.min(Math.max(width, 1), 3 * logoHeight), height: logoHeight };
}

const sizeWords = `${logoLimits.bytes / megabyte} MB`;

export const logoMessages = {
  hint: `An SVG or PNG, at most ${sizeWords}. The header shows it ${logoHeight} pixels high beside the school’s name; an SVG stays sharp on every screen.`,
  uploaded: 'The logo is saved. Every page of the site shows it now.',
  noFile: 'Choose the logo file to upload: an SVG or a PNG.',
  oneFile: 'Send one logo file at a time.',
  tooLarge: `This file is too large. A logo can be at most ${sizeWords}.`,
  notALogo: 'This file is not an SVG or a PNG. Save the logo as an SVG (best) or a PNG and try again.',
  unreadablePng: 'This PNG could not be read: the file may be damaged or only partly uploaded. Try it again.',
  tooManyPixels: 'This PNG has too many pixels. Save it at most 4096 pixels wide and high and try again.',
  unreadableSvg:
    'This SVG could not be read: it is not a well-formed SVG drawing. Save it again from the drawing program and try again.',
  svgWithoutSize:
    'This SVG has no size: give its svg element a viewBox, or a width and a height, and try again (most drawing programs do this when you save as SVG).',
  svgEntities:
    'This SVG declares its own XML entities, which a logo may not use. Save it again as a plain SVG and try again.',
  svgScript:
    'This SVG contains a script, which a logo on the site may not have. Save it again without scripts or interactivity, or upload a PNG.',
  svgHandler:
    'This SVG contains event handlers (such as onload or onclick), which run scripts. Save it again without interactivity, or upload a PNG.',
  svgForeignObject:
    'This SVG contains embedded HTML (a foreignObject), which a logo may not have. Save it again without it, or upload a PNG.',
  svgExternal:
    'This SVG refers to something outside itself (a link, another file, a web address or an embedded picture), which a logo may not have: everything must be drawn in the SVG. Save it again with embedded pictures and fonts converted to shapes, or upload a PNG.',
  noProfileYet: 'Save the school profile first; then upload its logo.',
} as const;
