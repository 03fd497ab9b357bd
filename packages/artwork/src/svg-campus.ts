/**
 * The school itself: the campus banner across the top of the home page and
 * the courtyard scene that photos fall back to when nothing more specific
 * matches their caption.
 */
import { type Canvas, backView, el, figure, fmt, palette } from './svg-kit';
import { clouds, hills, runningTrack, sky, sun, tree } from './svg-landscape';

/**
 * The school: a flat-roofed block with a central entrance tower, clock and
 * pennant, and optional lower wings. Windows are one pattern, not one element
 * each, which keeps a wide facade to a few hundred bytes.
 */
function schoolBuilding(
  c: Canvas,
  centreX: number,
  groundY: number,
  height: number,
  wings: boolean,
): { svg: string; halfWidth: number } {
  const cell = height / 3;
  const cols = Math.max(4, Math.round((height * c.rng.range(2.2, 3)) / cell));
  const width = cols * cell;
  const left = centreX - width / 2;
  const top = groundY - height;
  const wall = c.rng.pick([palette.cream, '#f3ead8', '#eef1f4']);
  const id = c.ref('win');
  const pattern = el(
    'pattern',
    { id, x: left, y: top, width: cell, height: cell, patternUnits: 'userSpaceOnUse' },
    el('rect', {
      x: cell * 0.22,
      y: cell * 0.24,
      width: cell * 0.56,
      height: cell * 0.5,
      rx: cell * 0.04,
      fill: '#b7d0e8',
      stroke: palette.blue,
      'stroke-width': cell * 0.03,
    }),
  );
  const block = (x: number, y: number, w: number): string =>
    el('rect', { x, y, width: w, height: groundY - y, fill: wall }) +
    el('rect', { x, y, width: w, height: groundY - y, fill: `url(#${id})` }) +
    el('rect', {
      x: x - cell * 0.08,
      y: y - cell * 0.16,
      width: w + cell * 0.16,
      height: cell * 0.2,
      fill: palette.navy,
    });
  const wing = wings ? c.rng.int(2, 3) * cell : 0;
  const towerW = cell * 1.6;
  const towerX = centreX - towerW / 2;
  const towerTop = top - cell * 0.9;
  const clockY = towerTop + cell * 0.55;
  const halfWidth = width / 2 + wing;
  const bump = cell * 0.22;
  const hedge = (from: number, to: number): string =>
    `M${fmt(from)} ${fmt(groundY)}` +
    `a${fmt(bump)} ${fmt(bump)} 0 0 1 ${fmt(bump * 2)} 0`.repeat(Math.floor((to - from) / (bump * 2)));
  const svg =
    `<defs>${pattern}</defs>` +
    (wings ? block(left - wing, top + cell, wing) + block(left + width, top + cell, wing) : '') +
    block(left, top, width) +
    el('rect', { x: towerX, y: towerTop, width: towerW, height: groundY - towerTop, fill: palette.sand }) +
    el('path', {
      d: `M${fmt(towerX - cell * 0.12)} ${fmt(towerTop)}h${fmt(towerW + cell * 0.24)}l${fmt(-towerW / 2 - cell * 0.12)} ${fmt(-cell * 0.5)}z`,
      fill: palette.navy,
    }) +
    el('line', {
      x1: centreX,
      y1: towerTop - cell * 0.5,
      x2: centreX,
      y2: towerTop - cell * 1.2,
      stroke: palette.slate,
      'stroke-width': cell * 0.04,
    }) +
    el('path', {
      d: `M${fmt(centreX)} ${fmt(towerTop - cell * 1.2)}l${fmt(cell * 0.45)} ${fmt(cell * 0.14)}l${fmt(-cell * 0.45)} ${fmt(cell * 0.14)}z`,
      fill: palette.amber,
    }) +
    el('circle', {
      cx: centreX,
      cy: clockY,
      r: cell * 0.3,
      fill: palette.white,
      stroke: palette.navy,
      'stroke-width': cell * 0.05,
    }) +
    el('path', {
      d: `M${fmt(centreX)} ${fmt(clockY - cell * 0.2)}V${fmt(clockY)}h${fmt(cell * 0.14)}`,
      stroke: palette.navy,
      'stroke-width': cell * 0.04,
      fill: 'none',
    }) +
    el('rect', {
      x: towerX + cell * 0.15,
      y: top + cell * 0.95,
      width: towerW - cell * 0.3,
      height: cell * 0.22,
      fill: palette.amber,
    }) +
    el('path', {
      d: `M${fmt(centreX - cell * 0.4)} ${fmt(groundY)}v${fmt(-cell * 0.85)}a${fmt(cell * 0.4)} ${fmt(cell * 0.4)} 0 0 1 ${fmt(cell * 0.8)} 0v${fmt(cell * 0.85)}z`,
      fill: palette.navy,
    }) +
    el('path', {
      d: hedge(centreX - halfWidth, towerX) + hedge(towerX + towerW, centreX + halfWidth),
      fill: palette.forest,
    });
  return { svg, halfWidth };
}

function swingsAndSlide(x: number, groundY: number, size: number): string {
  const frame = { stroke: palette.navy, 'stroke-width': size * 0.035, fill: 'none', 'stroke-linecap': 'round' };
  const w = size * 0.9;
  return (
    el('path', {
      ...frame,
      d: `M${fmt(x)} ${fmt(groundY)}l${fmt(size * 0.15)} ${fmt(-size * 0.6)}h${fmt(w)}l${fmt(size * 0.15)} ${fmt(size * 0.6)}M${fmt(x + size * 0.45)} ${fmt(groundY - size * 0.6)}v${fmt(size * 0.42)}M${fmt(x + size * 0.85)} ${fmt(groundY - size * 0.6)}v${fmt(size * 0.42)}`,
    }) +
    el('rect', {
      x: x + size * 0.38,
      y: groundY - size * 0.2,
      width: size * 0.54,
      height: size * 0.05,
      fill: palette.amber,
    }) +
    el('path', {
      d: `M${fmt(x + size * 1.5)} ${fmt(groundY)}v${fmt(-size * 0.55)}h${fmt(size * 0.14)}l${fmt(size * 0.6)} ${fmt(size * 0.55)}z`,
      fill: palette.amber,
    }) +
    el('path', { ...frame, d: `M${fmt(x + size * 1.5)} ${fmt(groundY)}v${fmt(-size * 0.7)}` })
  );
}

/** Pupils lined up for assembly, seen from behind: one patterned row instead of dozens of figures. */
function assemblyRow(c: Canvas, name: string, left: number, right: number, baseY: number, size: number): string {
  const id = c.ref(name);
  const pupil = backView(c, size * 0.6, size, size, palette.white);
  return (
    `<defs>${el('pattern', { id, x: left, y: baseY - size, width: size * 1.2, height: size, patternUnits: 'userSpaceOnUse' }, pupil)}</defs>` +
    el('rect', { x: left, y: baseY - size, width: right - left, height: size, fill: `url(#${id})` })
  );
}

export type BannerForeground = 'playground' | 'track' | 'assembly';

export function banner(c: Canvas, foreground: BannerForeground): string {
  const groundY = c.h * 0.8;
  const height = c.h * 0.42;
  const centreX = c.w * c.rng.range(0.42, 0.58);
  const playOnLeft = c.rng.chance(0.5);
  let out = sky(c) + sun(c) + clouds(c, c.rng.int(2, 4)) + hills(c, c.h * 0.66, c.h * 0.12, palette.meadow);
  out += el('rect', { y: groundY, width: c.w, height: c.h - groundY, fill: palette.grass });
  const school = schoolBuilding(c, centreX, groundY, height, c.rng.chance(0.7));
  out += school.svg;
  out += el('path', {
    d: `M${fmt(centreX - c.h * 0.05)} ${fmt(groundY)}h${fmt(c.h * 0.1)}L${fmt(centreX + c.h * 0.2)} ${fmt(c.h)}H${fmt(centreX - c.h * 0.2)}z`,
    fill: palette.sand,
  });
  for (let x = c.h * 0.06; x < c.w; x += c.h * c.rng.range(0.16, 0.3)) {
    const inPlayground = foreground === 'playground' && (playOnLeft ? x < c.w * 0.22 : x > c.w * 0.76);
    if (Math.abs(x - centreX) > school.halfWidth + c.h * 0.06 && !inPlayground)
      out += tree(c, x, groundY + c.h * 0.02, c.h * c.rng.range(0.26, 0.4));
  }
  if (foreground === 'track') {
    out += runningTrack(c, c.h * 0.86, c.h * 0.12);
    const house = c.rng.pick([palette.amber, palette.blue, palette.leaf]);
    for (let i = 0; i < 4; i++)
      out += figure(
        c,
        c.w * (0.2 + i * 0.17 + c.rng.range(0, 0.08)),
        c.h * 0.95,
        c.h * 0.18,
        i % 2 ? house : palette.white,
      );
  } else if (foreground === 'assembly') {
    out += figure(c, centreX, groundY + c.h * 0.05, c.h * 0.15, palette.blue);
    out +=
      assemblyRow(c, 'row-a', c.w * 0.12, c.w * 0.88, c.h * 0.9, c.h * 0.07) +
      assemblyRow(c, 'row-b', c.w * 0.08, c.w * 0.92, c.h, c.h * 0.085);
  } else {
    const playX = playOnLeft ? c.w * 0.06 : c.w * 0.78;
    out += swingsAndSlide(playX, groundY + c.h * 0.1, c.h * 0.24);
    for (let i = 0; i < c.rng.int(3, 5); i++) {
      out += figure(c, playX + c.h * c.rng.range(0, 0.55), c.h * c.rng.range(0.9, 0.97), c.h * c.rng.range(0.11, 0.14));
    }
  }
  return out;
}

export function courtyard(c: Canvas): string {
  const groundY = c.h * 0.58;
  let out = sky(c) + clouds(c, c.rng.int(1, 2));
  out += schoolBuilding(c, c.w * c.rng.range(0.35, 0.65), groundY, c.h * 0.34, c.w > c.h * 1.2).svg;
  out += el('rect', { y: groundY, width: c.w, height: c.h - groundY, fill: palette.sand });
  out += el('rect', { y: groundY, width: c.w, height: c.h * 0.03, fill: palette.leaf });
  const treeX = c.w * (c.rng.chance(0.5) ? 0.14 : 0.86);
  out += el('ellipse', { cx: treeX, cy: groundY + c.h * 0.2, rx: c.h * 0.2, ry: c.h * 0.05, fill: palette.stone });
  out += tree(c, treeX, groundY + c.h * 0.2, c.h * 0.6);
  const count = Math.max(3, Math.round(c.w / (c.h * 0.3)));
  for (let i = 0; i < count; i++) {
    const depth = c.rng.next();
    out += figure(
      c,
      c.w * ((i + c.rng.range(0.2, 0.8)) / count),
      c.h * (0.72 + depth * 0.22),
      c.h * (0.16 + depth * 0.12),
    );
  }
  return out;
}
