/**
 * Badges: school and club logos as a crest with initials, and the small
 * pictogram tiles of the home page. Both size from the shorter side so any
 * aspect ratio keeps them whole and centred.
 */
import { type Canvas, el, escapeXml, fmt, palette } from './svg-kit';

const notInitials = new Set([
  'logo',
  'emblem',
  'crest',
  'badge',
  'seal',
  'mark',
  'icon',
  'symbol',
  'official',
  'of',
  'the',
  'and',
  'for',
  'a',
  'an',
  'in',
  'on',
  'at',
  'to',
  'with',
  'our',
  'its',
]);

/** `Logo of Harmony Valley Public School` -> `HVPS`; an acronym in the text (`CBSE logo`) wins outright. */
export function initialsFrom(alt: string): string {
  const words = alt.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !notInitials.has(word.toLowerCase()));
  const acronym = words.find((word) => /^\p{Lu}{2,5}$/u.test(word));
  if (acronym) return acronym;
  const named = words.filter((word) => /^\p{Lu}/u.test(word));
  const initials = (named.length > 0 ? named : words).map((word) => (Array.from(word)[0] ?? '').toUpperCase());
  return initials.slice(0, 4).join('') || 'S';
}

export function logo(c: Canvas): string {
  const s = Math.min(c.w, c.h);
  const x = c.w / 2;
  const y = c.h / 2;
  const px = (dx: number): string => fmt(x + dx * s);
  const py = (dy: number): string => fmt(y + dy * s);
  const at = (dx: number, dy: number): string => `${px(dx)} ${py(dy)}`;
  const initials = initialsFrom(c.alt);
  const fontSize = s * ([0.3, 0.3, 0.26, 0.2][initials.length - 1] ?? 0.16);
  const star = el('path', {
    d: `M${at(0, -0.33)}l${fmt(s * 0.03)} ${fmt(s * 0.06)}l${fmt(s * 0.065)} ${fmt(s * 0.005)}l${fmt(-s * 0.05)} ${fmt(s * 0.045)}l${fmt(s * 0.015)} ${fmt(s * 0.065)}l${fmt(-s * 0.06)} ${fmt(-s * 0.035)}l${fmt(-s * 0.06)} ${fmt(s * 0.035)}l${fmt(s * 0.015)} ${fmt(-s * 0.065)}l${fmt(-s * 0.05)} ${fmt(-s * 0.045)}l${fmt(s * 0.065)} ${fmt(-s * 0.005)}z`,
    fill: palette.amber,
  });
  const book = el('path', {
    d: `M${at(0, -0.2)}q${fmt(-s * 0.06)} ${fmt(-s * 0.04)} ${fmt(-s * 0.13)} ${fmt(-s * 0.02)}v${fmt(-s * 0.1)}q${fmt(s * 0.07)} ${fmt(-s * 0.02)} ${fmt(s * 0.13)} ${fmt(s * 0.02)}q${fmt(s * 0.06)} ${fmt(-s * 0.04)} ${fmt(s * 0.13)} ${fmt(-s * 0.02)}v${fmt(s * 0.1)}q${fmt(-s * 0.07)} ${fmt(-s * 0.02)} ${fmt(-s * 0.13)} ${fmt(s * 0.02)}z`,
    fill: palette.amber,
  });
  const shield = c.rng.chance(0.5);
  const outline = shield
    ? `M${at(-0.38, -0.42)}H${px(0.38)}V${py(0.02)}Q${at(0.38, 0.3)} ${at(0, 0.46)}Q${at(-0.38, 0.3)} ${at(-0.38, 0.02)}z`
    : `M${at(-0.44, 0)}a${fmt(s * 0.44)} ${fmt(s * 0.44)} 0 1 0 ${fmt(s * 0.88)} 0a${fmt(s * 0.44)} ${fmt(s * 0.44)} 0 1 0 ${fmt(-s * 0.88)} 0z`;
  const inset = 0.86;
  return (
    el('path', { d: outline, fill: palette.navy, stroke: palette.amber, 'stroke-width': s * 0.035 }) +
    // A stitched inner ring, its stitch length seeded, so that no two badges are identical.
    el('path', {
      d: outline,
      fill: 'none',
      stroke: palette.white,
      'stroke-width': s * 0.012,
      'stroke-dasharray': `${fmt(s * c.rng.range(0.015, 0.05))} ${fmt(s * 0.015)}`,
      opacity: 0.7,
      transform: `matrix(${inset} 0 0 ${inset} ${fmt(x * (1 - inset))} ${fmt(y * (1 - inset))})`,
    }) +
    (c.rng.chance(0.5) ? star : book) +
    el(
      'text',
      {
        x,
        y: y + fontSize * 0.36,
        'font-family': 'sans-serif',
        'font-weight': 700,
        'font-size': fontSize,
        'text-anchor': 'middle',
        fill: palette.white,
        'letter-spacing': fmt(fontSize * 0.04),
      },
      escapeXml(initials),
    ) +
    el('path', {
      d: `M${at(-0.2, 0.22)}h${fmt(s * 0.4)}`,
      stroke: palette.amber,
      'stroke-width': s * 0.03,
      'stroke-linecap': 'round',
    })
  );
}

export type IconGlyph = 'document' | 'people' | 'globe' | 'quote' | 'magazine';

/** Pictograms drawn in a 100-unit box; `F`, `S` and `B` stand for the ink, a softer ink and the tile colour. */
const glyphs: Record<IconGlyph, string> = {
  document:
    '<path d="M30 16h28l16 16v52H30z" fill="F"/><path d="M58 16v16h16" fill="S"/><path d="M38 46h28M38 56h28M38 66h18" stroke="B" stroke-width="5" stroke-linecap="round"/>',
  people:
    '<g fill="S"><circle cx="27" cy="40" r="8"/><path d="M12 76q0-20 15-20t15 20z"/><circle cx="73" cy="40" r="8"/><path d="M58 76q0-20 15-20t15 20z"/></g><circle cx="50" cy="34" r="11" fill="F"/><path d="M30 80q0-28 20-28t20 28z" fill="F"/>',
  globe:
    '<g fill="none" stroke="F" stroke-width="5"><circle cx="50" cy="50" r="30"/><ellipse cx="50" cy="50" rx="13" ry="30"/><path d="M20 50h60M25 35h50M25 65h50"/></g>',
  quote:
    '<g fill="F"><circle cx="35" cy="46" r="11"/><path d="M46 46c0 15-8 24-20 27l-2-6c8-3 12-9 12-16z"/><circle cx="65" cy="46" r="11"/><path d="M76 46c0 15-8 24-20 27l-2-6c8-3 12-9 12-16z"/></g>',
  magazine:
    '<path d="M34 22h42v60H34z" fill="S"/><path d="M26 16h42v64H26z" fill="F"/><path d="M32 24h30v8H32z" fill="B"/><path d="M32 38h30v22H32z" fill="S"/><path d="M32 68h22M32 74h14" stroke="B" stroke-width="3"/>',
};

/** Tile, ink and soft ink: the ink keeps at least 4.5:1 contrast with the tile. */
const tiles = [
  [palette.navy, palette.white, palette.sky],
  [palette.forest, palette.white, palette.grass],
  [palette.amber, palette.navy, palette.cream],
  [palette.mist, palette.navy, palette.sky],
] as const;

export function icon(c: Canvas, glyph: IconGlyph): string {
  const side = Math.min(c.w, c.h) * 0.92;
  const x = (c.w - side) / 2;
  const y = (c.h - side) / 2;
  const [tile, ink, soft] = c.rng.pick(tiles);
  const clip = c.ref('tile');
  const shape = { x, y, width: side, height: side, rx: side * 0.22 };
  return (
    `<defs><clipPath id="${clip}">${el('rect', shape)}</clipPath></defs>` +
    el('rect', { ...shape, fill: tile }) +
    el('circle', {
      cx: x + side * c.rng.range(0.6, 1),
      cy: y + side * c.rng.range(0, 0.4),
      r: side * c.rng.range(0.3, 0.55),
      fill: palette.white,
      opacity: 0.14,
      'clip-path': `url(#${clip})`,
    }) +
    el(
      'g',
      { transform: `translate(${fmt(x)} ${fmt(y)}) scale(${Math.round((side / 100) * 1000) / 1000})` },
      glyphs[glyph].replaceAll('"F"', `"${ink}"`).replaceAll('"S"', `"${soft}"`).replaceAll('"B"', `"${tile}"`),
    )
  );
}
