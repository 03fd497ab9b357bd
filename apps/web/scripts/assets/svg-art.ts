/**
 * Turns one image entry of the media manifest into a finished SVG file. The
 * kind picks the composition, the alt text picks the subject, and the id
 * seeds every other choice, so the same entry always yields the same bytes.
 */
import type { SiteImage } from '@school/shared/site-schema';
import { createRandom } from './seeded-random';
import { type IconGlyph, icon, logo, portrait, poster } from './svg-emblems';
import { classroom, laboratory, library, stage } from './svg-indoor';
import { type Canvas, escapeXml, figureDefs } from './svg-kit';
import { banner, busStop, courtyard, natureTrip, sportsField } from './svg-outdoor';

type Compose = (c: Canvas, alt: string) => string;

/**
 * First match wins, so the specific subjects come before the general ones:
 * "computer class" is a lab and "class trip" a trip, not a classroom.
 */
const photoScenes: [RegExp, Compose][] = [
  [/\b(bus|buses|transport|van|vehicles?|drivers?)\b/, busStop],
  [
    /\b(robot\w*|computers?|coding|programming|ict|labs?|laborator\w*|science|experiments?|stem|tinkering|chemistry|physics|biology|microscopes?)\b/,
    (c, alt) => laboratory(c, /robot/.test(alt) ? 'robot' : /computer|coding|programming|ict/.test(alt) ? 'computer' : 'science'),
  ],
  [/\b(library|libraries|books?|reading|readers?)\b/, library],
  [
    /\b(stage|assembly|danc\w*|music\w*|concerts?|choir|sing\w*|songs?|band|drama|perform\w*|cultural|annual day|celebrat\w*|festivals?|ceremony|awards?|prizes?)\b/,
    (c, alt) => stage(c, /music|concert|choir|sing|song|band|instrument/.test(alt)),
  ],
  [/\b(sports?|field(?! trips?)|balls?|football|cricket|basketball|volleyball|tennis|badminton|kabaddi|courts?|track|races?|running|athletic\w*|match\w*|games|yoga)\b/, sportsField],
  [/\b(trips?|excursions?|nature|picnic|camps?|trek\w*|hik\w*|tours?|outdoors?|farms?|forests?|zoo|garden\w*|plantation|eco)\b/, natureTrip],
  [/\b(class|classes|classrooms?|desks?|board|blackboard|whiteboard|lessons?|lectures?|teach\w*|exams?|seminars?|workshops?)\b/, classroom],
];

const iconGlyphs: [RegExp, IconGlyph][] = [
  [/\b(magazines?|newsletters?|journals?|news|publications?|yearbooks?)\b/, 'magazine'],
  [/\b(quotes?|testimonials?|messages?|says|speech|voices?)\b/, 'quote'],
  [/\b(globe|world|international|global|online|web|exchange)\b/, 'globe'],
  [/\b(people|parents?|students?|staff|teachers?|team|community|alumni|admissions?|families)\b/, 'people'],
  [/\b(documents?|pdf|forms?|circulars?|notices?|files?|certificates?|reports?|syllabus|downloads?)\b/, 'document'],
];

function matchFirst<T>(alt: string, table: [RegExp, T][]): T | undefined {
  return table.find(([pattern]) => pattern.test(alt))?.[1];
}

function compose(image: SiteImage, c: Canvas): string {
  const alt = image.alt.toLowerCase();
  switch (image.kind) {
    case 'banner':
      return `<defs>${figureDefs}</defs>${banner(c)}`;
    case 'photo':
      return `<defs>${figureDefs}</defs>${(matchFirst(alt, photoScenes) ?? courtyard)(c, alt)}`;
    case 'portrait':
      return portrait(c);
    case 'logo':
      return logo(c);
    case 'icon':
      return icon(c, matchFirst(alt, iconGlyphs) ?? c.rng.pick(['document', 'people', 'globe', 'quote', 'magazine']));
    case 'poster':
      return poster(c);
  }
}

export function renderImageSvg(image: SiteImage): string {
  const { width, height } = image;
  const canvas: Canvas = {
    w: width,
    h: height,
    alt: image.alt,
    rng: createRandom(image.id),
    ref: (name) => `${name}-${image.id}`,
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(image.alt)}</title>${compose(image, canvas)}</svg>`
  );
}
