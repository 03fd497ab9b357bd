/**
 * Compositions centred on one subject rather than a scene: portraits, logos,
 * icons and notice-board posters. They size from the shorter side so that any
 * aspect ratio keeps the subject whole and centred.
 */
import { type Canvas, el, escapeXml, fmt, hairTones, palette, skinTones } from './svg-kit';

/** Rough advance of a bold sans-serif glyph, in ems: enough to wrap headings without font metrics. */
const boldCharWidth = 0.6;

export function portrait(c: Canvas): string {
  const s = Math.min(c.w, c.h);
  const x = c.w / 2;
  const y = c.h / 2;
  const skin = c.rng.pick(skinTones);
  const hair = c.rng.pick(hairTones);
  const clip = c.ref('circle');
  const px = (dx: number): string => fmt(x + dx * s);
  const py = (dy: number): string => fmt(y + dy * s);
  const at = (dx: number, dy: number): string => `${px(dx)} ${py(dy)}`;
  const style = c.rng.int(0, 2);
  const longHair = style === 1 ? el('path', { d: `M${at(-0.2, -0.12)}Q${at(-0.22, 0.2)} ${at(-0.26, 0.24)}H${px(0.26)}Q${at(0.22, 0.2)} ${at(0.2, -0.12)}z`, fill: hair }) : '';
  const bun = style === 2 ? el('circle', { cx: x, cy: y - s * 0.34, r: s * 0.08, fill: hair }) : '';
  const glasses = c.rng.chance(0.3)
    ? el('path', { d: `M${at(-0.12, -0.11)}a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(s * 0.1)} 0a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(-s * 0.1)} 0m${fmt(s * 0.1)} 0h${fmt(s * 0.04)}a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(s * 0.1)} 0a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(-s * 0.1)} 0`, fill: 'none', stroke: palette.navy, 'stroke-width': s * 0.012 })
    : '';
  return (
    `<defs><clipPath id="${clip}">${el('circle', { cx: x, cy: y, r: s * 0.46 })}</clipPath></defs>` +
    el('rect', { width: c.w, height: c.h, fill: palette.cream }) +
    el('circle', { cx: x, cy: y, r: s * 0.46, fill: c.rng.pick([palette.mist, '#fbe7c2', palette.meadow]) }) +
    el(
      'g',
      { 'clip-path': `url(#${clip})` },
      longHair +
        el('path', { d: `M${at(-0.38, 0.5)}V${py(0.34)}Q${at(-0.36, 0.15)} ${at(-0.12, 0.13)}H${px(0.12)}Q${at(0.36, 0.15)} ${at(0.38, 0.34)}V${py(0.5)}z`, fill: c.rng.pick([palette.navy, palette.blue, palette.forest, palette.slate]) }) +
        el('path', { d: `M${at(-0.09, 0.13)}L${at(0, 0.27)}L${at(0.09, 0.13)}z`, fill: palette.white }) +
        el('rect', { x: x - s * 0.06, y, width: s * 0.12, height: s * 0.15, fill: skin }) +
        el('ellipse', { cx: x, cy: y - s * 0.1, rx: s * 0.16, ry: s * 0.19, fill: skin }) +
        el('path', { d: `M${at(-0.065, -0.11)}h0M${at(0.065, -0.11)}h0`, stroke: palette.navy, 'stroke-width': s * 0.028, 'stroke-linecap': 'round' }) +
        el('path', { d: `M${at(-0.06, -0.01)}q${fmt(s * 0.06)} ${fmt(s * 0.045)} ${fmt(s * 0.12)} 0`, fill: 'none', stroke: palette.navy, 'stroke-width': s * 0.014, 'stroke-linecap': 'round', opacity: 0.7 }) +
        glasses +
        bun +
        el('path', { d: `M${at(-0.17, -0.08)}Q${at(-0.2, -0.33)} ${at(0, -0.32)}Q${at(0.2, -0.33)} ${at(0.17, -0.08)}Q${at(0.1, -0.22)} ${at(-0.05, -0.2)}Q${at(-0.12, -0.2)} ${at(-0.17, -0.08)}z`, fill: hair }),
    )
  );
}

const notInitials = new Set(['logo', 'emblem', 'crest', 'badge', 'seal', 'mark', 'icon', 'symbol', 'official', 'of', 'the', 'and', 'for', 'a', 'an', 'in', 'on', 'at', 'to', 'with', 'our', 'its']);

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
  const star = el('path', { d: `M${at(0, -0.33)}l${fmt(s * 0.03)} ${fmt(s * 0.06)}l${fmt(s * 0.065)} ${fmt(s * 0.005)}l${fmt(-s * 0.05)} ${fmt(s * 0.045)}l${fmt(s * 0.015)} ${fmt(s * 0.065)}l${fmt(-s * 0.06)} ${fmt(-s * 0.035)}l${fmt(-s * 0.06)} ${fmt(s * 0.035)}l${fmt(s * 0.015)} ${fmt(-s * 0.065)}l${fmt(-s * 0.05)} ${fmt(-s * 0.045)}l${fmt(s * 0.065)} ${fmt(-s * 0.005)}z`, fill: palette.amber });
  const book = el('path', { d: `M${at(0, -0.2)}q${fmt(-s * 0.06)} ${fmt(-s * 0.04)} ${fmt(-s * 0.13)} ${fmt(-s * 0.02)}v${fmt(-s * 0.1)}q${fmt(s * 0.07)} ${fmt(-s * 0.02)} ${fmt(s * 0.13)} ${fmt(s * 0.02)}q${fmt(s * 0.06)} ${fmt(-s * 0.04)} ${fmt(s * 0.13)} ${fmt(-s * 0.02)}v${fmt(s * 0.1)}q${fmt(-s * 0.07)} ${fmt(-s * 0.02)} ${fmt(-s * 0.13)} ${fmt(s * 0.02)}z`, fill: palette.amber });
  const shield = c.rng.chance(0.5);
  const outline = shield
    ? `M${at(-0.38, -0.42)}H${px(0.38)}V${py(0.02)}Q${at(0.38, 0.3)} ${at(0, 0.46)}Q${at(-0.38, 0.3)} ${at(-0.38, 0.02)}z`
    : `M${at(-0.44, 0)}a${fmt(s * 0.44)} ${fmt(s * 0.44)} 0 1 0 ${fmt(s * 0.88)} 0a${fmt(s * 0.44)} ${fmt(s * 0.44)} 0 1 0 ${fmt(-s * 0.88)} 0z`;
  const inset = 0.86;
  return (
    el('path', { d: outline, fill: palette.navy, stroke: palette.amber, 'stroke-width': s * 0.035 }) +
    el('path', { d: outline, fill: 'none', stroke: palette.white, 'stroke-width': s * 0.01, opacity: 0.6, transform: `matrix(${inset} 0 0 ${inset} ${fmt(x * (1 - inset))} ${fmt(y * (1 - inset))})` }) +
    (c.rng.chance(0.5) ? star : book) +
    el('text', { x, y: y + fontSize * 0.36, 'font-family': 'sans-serif', 'font-weight': 700, 'font-size': fontSize, 'text-anchor': 'middle', fill: palette.white, 'letter-spacing': fmt(fontSize * 0.04) }, escapeXml(initials)) +
    el('path', { d: `M${at(-0.2, 0.22)}h${fmt(s * 0.4)}`, stroke: palette.amber, 'stroke-width': s * 0.03, 'stroke-linecap': 'round' })
  );
}

export type IconGlyph = 'document' | 'people' | 'globe' | 'quote' | 'magazine';

/** Pictograms drawn in a 100-unit box; `F` is the foreground, `B` the tile, filled in per picture. */
const glyphs: Record<IconGlyph, string> = {
  document: '<path d="M30 16h28l16 16v52H30z" fill="F"/><path d="M58 16v16h16" fill="B" opacity=".45"/><path d="M38 46h28M38 56h28M38 66h18" stroke="B" stroke-width="5" stroke-linecap="round"/>',
  people: '<g fill="F" opacity=".7"><circle cx="27" cy="40" r="8"/><path d="M12 76q0-20 15-20t15 20z"/><circle cx="73" cy="40" r="8"/><path d="M58 76q0-20 15-20t15 20z"/></g><circle cx="50" cy="34" r="11" fill="F"/><path d="M30 80q0-28 20-28t20 28z" fill="F"/>',
  globe: '<g fill="none" stroke="F" stroke-width="5"><circle cx="50" cy="50" r="30"/><ellipse cx="50" cy="50" rx="13" ry="30"/><path d="M20 50h60M25 35h50M25 65h50"/></g>',
  quote: '<g fill="F"><circle cx="35" cy="46" r="11"/><path d="M46 46c0 15-8 24-20 27l-2-6c8-3 12-9 12-16z"/><circle cx="65" cy="46" r="11"/><path d="M76 46c0 15-8 24-20 27l-2-6c8-3 12-9 12-16z"/></g>',
  magazine: '<path d="M34 22h42v60H34z" fill="F" opacity=".5"/><path d="M26 16h42v64H26z" fill="F"/><path d="M32 24h30v8H32z" fill="B"/><path d="M32 38h30v22H32z" fill="B" opacity=".5"/><path d="M32 68h22M32 74h14" stroke="B" stroke-width="3"/>',
};

const tiles = [
  [palette.navy, palette.white],
  [palette.forest, palette.white],
  [palette.amber, palette.navy],
  [palette.mist, palette.navy],
] as const;

export function icon(c: Canvas, glyph: IconGlyph): string {
  const side = Math.min(c.w, c.h) * 0.92;
  const x = (c.w - side) / 2;
  const y = (c.h - side) / 2;
  const [tile, ink] = c.rng.pick(tiles);
  return (
    el('rect', { x, y, width: side, height: side, rx: side * 0.22, fill: tile }) +
    el('g', { transform: `translate(${fmt(x)} ${fmt(y)}) scale(${Math.round((side / 100) * 1000) / 1000})` }, glyphs[glyph].replaceAll('"F"', `"${ink}"`).replaceAll('"B"', `"${tile}"`))
  );
}

/** `Poster announcing the Annual Sports Meet 2025. Events...` -> `Annual Sports Meet 2025`. */
export function posterHeading(alt: string): string {
  const heading = alt
    .replace(/^(?:an?\s+|the\s+)?(?:poster|notice|flyer|leaflet|announcement|card)\b(?:\s+(?:for|about|of|announcing|on|inviting|reading|saying|titled))?(?:\s+the)?\s*[:\-–—]?\s*/i, '')
    .split(/\.(?:\s|$)/)[0]!
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .trim();
  const text = heading || alt;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words into lines of at most `maxChars`, splitting only words that alone are too long. */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    for (let rest = word; rest; rest = rest.slice(maxChars)) {
      const piece = rest.slice(0, maxChars);
      if (line && line.length + 1 + piece.length <= maxChars) line += ` ${piece}`;
      else {
        if (line) lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size whose wrapped lines fit the box; past the smallest size, the end is cut with an ellipsis. */
function fitHeading(text: string, width: number, height: number): { size: number; lines: string[] } {
  const lineHeight = 1.2;
  for (let size = height / 2.4; ; size *= 0.9) {
    const lines = wrapWords(text, Math.max(4, Math.floor(width / (size * boldCharWidth))));
    const room = Math.floor(height / (size * lineHeight));
    if (lines.length <= room) return { size, lines };
    if (size < height / 7) {
      const kept = lines.slice(0, Math.max(1, room));
      kept[kept.length - 1] = `${kept[kept.length - 1]!.replace(/\s*\S{0,3}$/, '')}…`;
      return { size, lines: kept };
    }
  }
}

export function poster(c: Canvas): string {
  const s = Math.min(c.w, c.h);
  const id = c.ref('cork');
  const cardW = c.w * 0.76;
  const cardH = c.h * 0.76;
  const cardX = (c.w - cardW) / 2;
  const cardY = (c.h - cardH) / 2 + s * 0.02;
  const pad = cardW * 0.09;
  const { size, lines } = fitHeading(posterHeading(c.alt), cardW - pad * 2, cardH * 0.5);
  const textTop = cardY + cardH * 0.14;
  const tspans = lines.map((line, i) => el('tspan', { x: c.w / 2, dy: i === 0 ? size : size * 1.2 }, escapeXml(line))).join('');
  const ruleY = textTop + lines.length * size * 1.2 + size * 0.4;
  let body = '';
  for (let i = 0; i < 3; i++) {
    const y = ruleY + cardH * (0.08 + i * 0.07);
    if (y < cardY + cardH * 0.92) body += `M${fmt(cardX + pad)} ${fmt(y)}h${fmt((cardW - pad * 2) * (i === 2 ? 0.6 : 1))}`;
  }
  const tilt = fmt(c.rng.range(-2, 2));
  return (
    `<defs>${el('pattern', { id, width: s * 0.06, height: s * 0.06, patternUnits: 'userSpaceOnUse' }, el('circle', { cx: s * 0.015, cy: s * 0.02, r: s * 0.004, fill: palette.bark, opacity: 0.35 }) + el('circle', { cx: s * 0.045, cy: s * 0.048, r: s * 0.005, fill: palette.bark, opacity: 0.25 }))}</defs>` +
    el('rect', { width: c.w, height: c.h, fill: '#d9bd8c' }) +
    el('rect', { width: c.w, height: c.h, fill: `url(#${id})`, stroke: palette.bark, 'stroke-width': s * 0.05 }) +
    el(
      'g',
      { transform: `rotate(${tilt} ${fmt(c.w / 2)} ${fmt(c.h / 2)})` },
      el('rect', { x: cardX + s * 0.012, y: cardY + s * 0.015, width: cardW, height: cardH, fill: '#000', opacity: 0.15 }) +
        el('rect', { x: cardX, y: cardY, width: cardW, height: cardH, fill: '#fffdf7' }) +
        el('rect', { x: cardX, y: cardY, width: cardW, height: cardH * 0.05, fill: palette.navy }) +
        el('text', { y: textTop, 'font-family': 'sans-serif', 'font-weight': 700, 'font-size': size, 'text-anchor': 'middle', fill: palette.navy }, tspans) +
        el('rect', { x: c.w / 2 - cardW * 0.15, y: ruleY, width: cardW * 0.3, height: s * 0.014, fill: palette.amber }) +
        (body ? el('path', { d: body, stroke: palette.stone, 'stroke-width': s * 0.018, 'stroke-linecap': 'round' }) : '') +
        el('circle', { cx: c.w / 2, cy: cardY + s * 0.01, r: s * 0.028, fill: palette.amber, stroke: '#b97414', 'stroke-width': s * 0.006 }),
    )
  );
}
