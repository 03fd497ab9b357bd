/**
 * Posters: a card pinned to a cork notice board, its heading taken from the
 * alt text and fitted to the card without any font metrics.
 */
import { type Canvas, el, escapeXml, fmt, palette } from './svg-kit';

/**
 * Rough advance of a bold sans-serif glyph, in ems, to wrap headings without
 * font metrics. Set for DejaVu Sans Bold, the widest common fallback.
 */
const boldCharWidth = 0.68;

/**
 * The words a notice would print large: the alt text without its "Poster
 * headed" lead-in, up to the first clause break.
 * `Poster headed We are Hiring, listing vacancies...` -> `We are Hiring`.
 */
export function posterHeading(alt: string): string {
  const heading = alt
    .replace(
      /^(?:an?\s+|the\s+)?(?:poster|notice|flyer|leaflet|announcement|card|cover)\b(?:\s+(?:headed|titled|reading|saying|announcing|inviting|for|about|of|on))*(?:\s+the)?\s*[:\-–—]?\s*/i,
      '',
    )
    .split(/[:;,.](?:\s|$)|\s[-–—]\s/)[0]!
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .trim();
  const text = heading.length > 1 ? heading : alt;
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
  const longestWord = Math.max(...text.split(/\s+/).map((word) => word.length));
  const smallest = height / 7;
  for (let size = Math.max(smallest, Math.min(height / 2.4, width / (longestWord * boldCharWidth))); ; size *= 0.9) {
    const lines = wrapWords(text, Math.max(4, Math.floor(width / (size * boldCharWidth))));
    const room = Math.floor(height / (size * lineHeight));
    if (lines.length <= room) return { size, lines };
    if (size < smallest) {
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
  const tspans = lines
    .map((line, i) => el('tspan', { x: c.w / 2, dy: i === 0 ? size : size * 1.2 }, escapeXml(line)))
    .join('');
  const ruleY = textTop + lines.length * size * 1.2 + size * 0.4;
  let body = '';
  for (let i = 0; i < 3; i++) {
    const y = ruleY + cardH * (0.08 + i * 0.07);
    if (y < cardY + cardH * 0.92)
      body += `M${fmt(cardX + pad)} ${fmt(y)}h${fmt((cardW - pad * 2) * (i === 2 ? 0.6 : 1))}`;
  }
  const tilt = fmt(c.rng.range(-2, 2));
  return (
    `<defs>${el('pattern', { id, width: s * 0.06, height: s * 0.06, patternUnits: 'userSpaceOnUse' }, el('circle', { cx: s * 0.015, cy: s * 0.02, r: s * 0.004, fill: palette.bark, opacity: 0.35 }) + el('circle', { cx: s * 0.045, cy: s * 0.048, r: s * 0.005, fill: palette.bark, opacity: 0.25 }))}</defs>` +
    el('rect', { width: c.w, height: c.h, fill: '#d9bd8c' }) +
    el('rect', { width: c.w, height: c.h, fill: `url(#${id})`, stroke: palette.bark, 'stroke-width': s * 0.05 }) +
    el(
      'g',
      { transform: `rotate(${tilt} ${fmt(c.w / 2)} ${fmt(c.h / 2)})` },
      el('rect', {
        x: cardX + s * 0.012,
        y: cardY + s * 0.015,
        width: cardW,
        height: cardH,
        fill: '#000',
        opacity: 0.15,
      }) +
        el('rect', { x: cardX, y: cardY, width: cardW, height: cardH, fill: '#fffdf7' }) +
        el('rect', { x: cardX, y: cardY, width: cardW, height: cardH * 0.05, fill: palette.navy }) +
        el(
          'text',
          {
            y: textTop,
            'font-family': 'sans-serif',
            'font-weight': 700,
            'font-size': size,
            'text-anchor': 'middle',
            fill: palette.navy,
          },
          tspans,
        ) +
        el('rect', {
          x: c.w / 2 - cardW * 0.15,
          y: ruleY,
          width: cardW * 0.3,
          height: s * 0.014,
          fill: palette.amber,
        }) +
        (body
          ? el('path', { d: body, stroke: palette.stone, 'stroke-width': s * 0.018, 'stroke-linecap': 'round' })
          : '') +
        el('circle', {
          cx: c.w / 2,
          cy: cardY + s * 0.01,
          r: s * 0.028,
          fill: palette.amber,
          stroke: '#b97414',
          'stroke-width': s * 0.006,
        }),
    )
  );
}
