/**
 * Turns one image entry of the media manifest into a finished SVG file. The
 * kind picks the composition, the alt text picks the subject, and the id
 * seeds every other choice, so the same entry always yields the same bytes.
 */
import type { SiteImage } from '@school/shared/site-schema';
import { createRandom } from './seeded-random';
import { type IconGlyph, icon, logo } from './svg-badges';
import { type BannerForeground, banner, courtyard } from './svg-campus';
import { devices, streetMap } from './svg-illustrations';
import { classroom, library, stage } from './svg-indoor';
import { type Canvas, escapeXml, figureDefs } from './svg-kit';
import { laboratory } from './svg-lab';
import { busStop, natureTrip, sportsField } from './svg-outdoor';
import { portrait } from './svg-portrait';
import { poster } from './svg-poster';

type Compose = (c: Canvas, alt: string) => string;

/**
 * First match wins, so specific subjects come before general ones: a "robot
 * in the computer lab" is a lab, a "visit to the fort" a trip. Class names
 * ("Class IX students") are in almost every caption, so they pick nothing.
 */
const photoScenes: [RegExp, Compose][] = [
  [/\b(illustration|dashboard|apps?|phones?|web ?pages?|websites?|notifications?|erp)\b/, devices],
  [/\b(bus|buses|transport|van|vehicles?|drivers?)\b/, busStop],
  [
    /\b(robot\w*|computers?|coding|programs?|programming|ict|labs?|laborator\w*|science|experiments?|stem|tinkering|chemistry|physics|biology|microscopes?|telescopes?|circuits?|sensors?|arduino|printers?|innovation)\b/,
    (c, alt) =>
      laboratory(c, /robot/.test(alt) ? 'robot' : /computer|coding|program|ict/.test(alt) ? 'computer' : 'science'),
  ],
  [
    /\b(trips?|excursions?|tours?|nature|picnic|tents?|trek\w*|hik\w*|farms?|forests?|zoo|zoological|gardens?|saplings?|seedlings?|planting|eco|lake|beach|fort|palace|museums?|monuments?|heritage|planetarium|expedition|maps?|compass)\b/,
    natureTrip,
  ],
  [/\b(library|libraries|books?|reading|readers?|storytelling)\b/, library],
  [
    /\b(sports?|field(?! trips?)|balls?|football|cricket|basketball|volleyball|throwball|tennis|badminton|kabaddi|kho|courts?|track|relay|baton|races?|runners?|sprint\w*|athletics?|match(?:es)?|games|yoga|aerobics|gymnast\w*|skat\w*|karate|tug)\b/,
    sportsField,
  ],
  [
    /\b(stage|assembly|auditorium|amphitheatre|danc\w*|music\w*|orchestra|concerts?|choir|sing\w*|songs?|band|drama|theatre|skit|perform\w*|recit\w*|poems?|debate|podium|lecterns?|speaking|oath|investiture|cultural|annual day|festivals?|ceremony|awards?|prizes?)\b/,
    (c, alt) => stage(c, /music|orchestra|concert|choir|sing|song|band|instrument/.test(alt)),
  ],
  [
    /\b(classrooms?|desks?|board|blackboard|whiteboard|interactive panel|lessons?|lectures?|teach\w*|exams?|seminars?|workshops?)\b/,
    classroom,
  ],
];

const bannerForegrounds: [RegExp, BannerForeground][] = [
  [/\b(sports?|track|runners?|race|athletics)\b/, 'track'],
  [/\b(assembly|gathered|lined up)\b/, 'assembly'],
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
      if (/\bmaps?\b/.test(alt)) return streetMap(c);
      return `<defs>${figureDefs}</defs>${banner(c, matchFirst(alt, bannerForegrounds) ?? 'playground')}`;
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
