/**
 * Outdoor compositions: the campus banner and the photo scenes set under the
 * sky. Sizes follow the canvas height so a scene reads the same in a wide
 * banner and a squarer photo; extra width just gets more trees and children.
 */
import { type Canvas, el, figure, fmt, palette, verticalGradient } from './svg-kit';

const skies = [
  ['#a9c9ea', '#eef5fb'],
  ['#bcd6ee', '#f7f1e3'],
  ['#f3d9a6', '#fbf3e2'],
  ['#9cc0e4', '#e4effa'],
] as const;

const canopies = [palette.leaf, palette.forest, '#79b07f'] as const;

function sky(c: Canvas): string {
  const [top, bottom] = c.rng.pick(skies);
  const id = c.ref('sky');
  return (
    `<defs>${verticalGradient(id, top, bottom)}</defs>` +
    el('rect', { width: c.w, height: c.h, fill: `url(#${id})` })
  );
}

function sun(c: Canvas): string {
  const r = c.h * c.rng.range(0.06, 0.09);
  const x = c.w * (c.rng.chance(0.5) ? c.rng.range(0.08, 0.25) : c.rng.range(0.75, 0.92));
  const y = c.h * c.rng.range(0.13, 0.22);
  return (
    el('circle', { cx: x, cy: y, r: r * 1.7, fill: palette.white, opacity: 0.45 }) +
    el('circle', { cx: x, cy: y, r, fill: palette.amber })
  );
}

function clouds(c: Canvas, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = c.w * c.rng.range(0.05, 0.95);
    const y = c.h * c.rng.range(0.08, 0.3);
    const s = c.h * c.rng.range(0.03, 0.05);
    out +=
      el('ellipse', { cx: x, cy: y, rx: s * 2.6, ry: s }) +
      el('ellipse', { cx: x - s * 0.8, cy: y - s * 0.6, rx: s * 1.2, ry: s * 0.9 }) +
      el('ellipse', { cx: x + s * 0.7, cy: y - s * 0.8, rx: s * 1.3, ry: s * 1.1 });
  }
  return el('g', { fill: palette.white, opacity: 0.85 }, out);
}

/** Smooth rolling ground: random heights joined by curves with level tangents. */
function hills(c: Canvas, baseY: number, amplitude: number, fill: string): string {
  const knots = c.rng.int(3, 5);
  const step = c.w / knots;
  let y = baseY - c.rng.next() * amplitude;
  let d = `M0 ${fmt(y)}`;
  for (let i = 1; i <= knots; i++) {
    const next = baseY - c.rng.next() * amplitude;
    d += `C${fmt((i - 0.5) * step)} ${fmt(y)} ${fmt((i - 0.5) * step)} ${fmt(next)} ${fmt(i * step)} ${fmt(next)}`;
    y = next;
  }
  return el('path', { d: `${d}V${fmt(c.h)}H0Z`, fill });
}

function tree(c: Canvas, x: number, groundY: number, height: number): string {
  const trunkW = height * 0.09;
  const trunk = el('rect', { x: x - trunkW / 2, y: groundY - height * 0.5, width: trunkW, height: height * 0.5, fill: palette.bark });
  const green = c.rng.pick(canopies);
  if (c.rng.chance(0.3)) {
    const top = groundY - height;
    const half = height * 0.26;
    return trunk + el('path', { d: `M${fmt(x)} ${fmt(top)}l${fmt(half)} ${fmt(height * 0.8)}h${fmt(-2 * half)}z`, fill: green });
  }
  const r = height * 0.3;
  const cy = groundY - height + r;
  return (
    trunk +
    el('circle', { cx: x, cy, r, fill: green }) +
    el('circle', { cx: x - r * 0.55, cy: cy + r * 0.45, r: r * 0.7, fill: green }) +
    el('circle', { cx: x + r * 0.6, cy: cy + r * 0.4, r: r * 0.65, fill: green, opacity: 0.85 })
  );
}

/**
 * The school: a flat-roofed block with a central entrance tower, clock and
 * pennant, and optional lower wings. Windows are one pattern, not one element
 * each, which keeps a wide facade to a few hundred bytes.
 */
function schoolBuilding(c: Canvas, centreX: number, groundY: number, height: number, wings: boolean): { svg: string; halfWidth: number } {
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
    el('rect', { x: cell * 0.22, y: cell * 0.24, width: cell * 0.56, height: cell * 0.5, rx: cell * 0.04, fill: '#b7d0e8', stroke: palette.blue, 'stroke-width': cell * 0.03 }),
  );
  const block = (x: number, y: number, w: number): string =>
    el('rect', { x, y, width: w, height: groundY - y, fill: wall }) +
    el('rect', { x, y, width: w, height: groundY - y, fill: `url(#${id})` }) +
    el('rect', { x: x - cell * 0.08, y: y - cell * 0.16, width: w + cell * 0.16, height: cell * 0.2, fill: palette.navy });
  const wing = wings ? c.rng.int(2, 3) * cell : 0;
  const towerW = cell * 1.6;
  const towerX = centreX - towerW / 2;
  const towerTop = top - cell * 0.9;
  const clockY = towerTop + cell * 0.55;
  const halfWidth = width / 2 + wing;
  const bump = cell * 0.16;
  const hedge = (from: number, to: number): string =>
    `M${fmt(from)} ${fmt(groundY)}` + `a${fmt(bump)} ${fmt(bump)} 0 0 1 ${fmt(bump * 2)} 0`.repeat(Math.floor((to - from) / (bump * 2)));
  const svg =
    `<defs>${pattern}</defs>` +
    (wings ? block(left - wing, top + cell, wing) + block(left + width, top + cell, wing) : '') +
    block(left, top, width) +
    el('rect', { x: towerX, y: towerTop, width: towerW, height: groundY - towerTop, fill: palette.sand }) +
    el('path', { d: `M${fmt(towerX - cell * 0.12)} ${fmt(towerTop)}h${fmt(towerW + cell * 0.24)}l${fmt(-towerW / 2 - cell * 0.12)} ${fmt(-cell * 0.5)}z`, fill: palette.navy }) +
    el('line', { x1: centreX, y1: towerTop - cell * 0.5, x2: centreX, y2: towerTop - cell * 1.2, stroke: palette.slate, 'stroke-width': cell * 0.04 }) +
    el('path', { d: `M${fmt(centreX)} ${fmt(towerTop - cell * 1.2)}l${fmt(cell * 0.45)} ${fmt(cell * 0.14)}l${fmt(-cell * 0.45)} ${fmt(cell * 0.14)}z`, fill: palette.amber }) +
    el('circle', { cx: centreX, cy: clockY, r: cell * 0.3, fill: palette.white, stroke: palette.navy, 'stroke-width': cell * 0.05 }) +
    el('path', { d: `M${fmt(centreX)} ${fmt(clockY - cell * 0.2)}V${fmt(clockY)}h${fmt(cell * 0.14)}`, stroke: palette.navy, 'stroke-width': cell * 0.04, fill: 'none' }) +
    el('rect', { x: towerX + cell * 0.15, y: top + cell * 0.95, width: towerW - cell * 0.3, height: cell * 0.22, fill: palette.amber }) +
    el('path', { d: `M${fmt(centreX - cell * 0.4)} ${fmt(groundY)}v${fmt(-cell * 0.85)}a${fmt(cell * 0.4)} ${fmt(cell * 0.4)} 0 0 1 ${fmt(cell * 0.8)} 0v${fmt(cell * 0.85)}z`, fill: palette.navy }) +
    el('path', { d: hedge(centreX - halfWidth, towerX) + hedge(towerX + towerW, centreX + halfWidth), fill: palette.forest });
  return { svg, halfWidth };
}

function swingsAndSlide(x: number, groundY: number, size: number): string {
  const frame = { stroke: palette.navy, 'stroke-width': size * 0.035, fill: 'none', 'stroke-linecap': 'round' };
  const w = size * 0.9;
  return (
    el('path', { ...frame, d: `M${fmt(x)} ${fmt(groundY)}l${fmt(size * 0.15)} ${fmt(-size * 0.6)}h${fmt(w)}l${fmt(size * 0.15)} ${fmt(size * 0.6)}M${fmt(x + size * 0.45)} ${fmt(groundY - size * 0.6)}v${fmt(size * 0.42)}M${fmt(x + size * 0.85)} ${fmt(groundY - size * 0.6)}v${fmt(size * 0.42)}` }) +
    el('rect', { x: x + size * 0.38, y: groundY - size * 0.2, width: size * 0.54, height: size * 0.05, fill: palette.amber }) +
    el('path', { d: `M${fmt(x + size * 1.5)} ${fmt(groundY)}v${fmt(-size * 0.55)}h${fmt(size * 0.14)}l${fmt(size * 0.6)} ${fmt(size * 0.55)}z`, fill: palette.amber }) +
    el('path', { ...frame, d: `M${fmt(x + size * 1.5)} ${fmt(groundY)}v${fmt(-size * 0.7)}` })
  );
}

export function banner(c: Canvas): string {
  const groundY = c.h * 0.8;
  const height = c.h * 0.42;
  const centreX = c.w * c.rng.range(0.42, 0.58);
  const playOnLeft = c.rng.chance(0.5);
  let out = sky(c) + sun(c) + clouds(c, c.rng.int(2, 4)) + hills(c, c.h * 0.66, c.h * 0.12, palette.meadow);
  out += el('rect', { y: groundY, width: c.w, height: c.h - groundY, fill: palette.grass });
  const school = schoolBuilding(c, centreX, groundY, height, c.rng.chance(0.7));
  out += school.svg;
  out += el('path', { d: `M${fmt(centreX - c.h * 0.05)} ${fmt(groundY)}h${fmt(c.h * 0.1)}L${fmt(centreX + c.h * 0.2)} ${fmt(c.h)}H${fmt(centreX - c.h * 0.2)}z`, fill: palette.sand });
  for (let x = c.h * 0.06; x < c.w; x += c.h * c.rng.range(0.16, 0.3)) {
    const inPlayground = playOnLeft ? x < c.w * 0.22 : x > c.w * 0.76;
    if (Math.abs(x - centreX) > school.halfWidth + c.h * 0.06 && !inPlayground) out += tree(c, x, groundY + c.h * 0.02, c.h * c.rng.range(0.26, 0.4));
  }
  const playX = playOnLeft ? c.w * 0.06 : c.w * 0.78;
  out += swingsAndSlide(playX, groundY + c.h * 0.1, c.h * 0.24);
  for (let i = 0; i < c.rng.int(3, 5); i++) {
    out += figure(c, playX + c.h * c.rng.range(0, 0.55), c.h * c.rng.range(0.9, 0.97), c.h * c.rng.range(0.11, 0.14));
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
    out += figure(c, c.w * ((i + c.rng.range(0.2, 0.8)) / count), c.h * (0.72 + depth * 0.22), c.h * (0.16 + depth * 0.12));
  }
  return out;
}

export function sportsField(c: Canvas): string {
  const fieldY = c.h * 0.48;
  let out = sky(c) + sun(c) + hills(c, fieldY, c.h * 0.08, palette.forest);
  const stripe = (c.h - fieldY) / 5;
  for (let i = 0; i < 5; i++) {
    out += el('rect', { y: fieldY + i * stripe, width: c.w, height: stripe + 1, fill: i % 2 ? palette.grass : '#98c88a' });
  }
  const trackY = c.h * 0.8;
  out += el('rect', { y: trackY, width: c.w, height: c.h * 0.15, fill: '#d98b5f' });
  out += el('path', { d: [0.05, 0.1].map((f) => `M0 ${fmt(trackY + c.h * f)}H${fmt(c.w)}`).join(''), stroke: palette.white, 'stroke-width': c.h * 0.006 });
  const goalX = c.w * (c.rng.chance(0.5) ? 0.12 : 0.8);
  out += el('path', { d: `M${fmt(goalX)} ${fmt(c.h * 0.66)}v${fmt(-c.h * 0.14)}h${fmt(c.h * 0.3)}v${fmt(c.h * 0.14)}`, stroke: palette.white, 'stroke-width': c.h * 0.012, fill: 'none' });
  const house = c.rng.pick([palette.amber, palette.blue, palette.leaf]);
  const players = Math.max(3, Math.round(c.w / (c.h * 0.35)));
  for (let i = 0; i < players; i++) {
    const x = c.w * ((i + c.rng.range(0.2, 0.8)) / players);
    out += figure(c, x, c.h * c.rng.range(0.66, 0.76), c.h * 0.2, i % 2 ? house : palette.white);
  }
  const ballX = c.w * c.rng.range(0.3, 0.7);
  out += el('circle', { cx: ballX, cy: c.h * 0.74, r: c.h * 0.025, fill: palette.white, stroke: palette.navy, 'stroke-width': c.h * 0.006 });
  out += figure(c, c.w * c.rng.range(0.15, 0.85), c.h * 0.93, c.h * 0.24, palette.amber);
  return out;
}

export function busStop(c: Canvas): string {
  const roadY = c.h * 0.64;
  let out = sky(c) + clouds(c, 2) + hills(c, roadY, c.h * 0.1, palette.meadow);
  for (let x = c.h * 0.1; x < c.w; x += c.h * c.rng.range(0.25, 0.45)) out += tree(c, x, roadY, c.h * c.rng.range(0.25, 0.4));
  out += el('rect', { y: roadY, width: c.w, height: c.h * 0.04, fill: palette.stone });
  out += el('rect', { y: roadY + c.h * 0.04, width: c.w, height: c.h * 0.26, fill: '#7d8794' });
  out += el('path', { d: `M0 ${fmt(c.h * 0.8)}H${fmt(c.w)}`, stroke: palette.white, 'stroke-width': c.h * 0.01, 'stroke-dasharray': fmt(c.h * 0.06) });
  out += el('rect', { y: c.h * 0.9, width: c.w, height: c.h * 0.1, fill: palette.sand });
  const len = Math.min(c.w * 0.62, c.h * 1.1);
  const stopX = c.w * 0.9;
  const x = Math.max(c.w * 0.04, stopX - c.w * 0.06 - len - c.rng.range(0, c.w * 0.15));
  const top = c.h * 0.42;
  const body = c.h * 0.3;
  let scene =
    el('rect', { x, y: top, width: len, height: body, rx: c.h * 0.04, fill: '#f2b134' }) +
    el('rect', { x: x + len * 0.04, y: top + body * 0.12, width: len * 0.78, height: body * 0.34, rx: c.h * 0.01, fill: '#cfe0f0' }) +
    el('path', { d: Array.from({ length: 5 }, (_, i) => `M${fmt(x + len * (0.04 + 0.156 * (i + 1)))} ${fmt(top + body * 0.12)}v${fmt(body * 0.34)}`).join(''), stroke: '#f2b134', 'stroke-width': c.h * 0.012 }) +
    el('rect', { x: x + len * 0.86, y: top + body * 0.12, width: len * 0.1, height: body * 0.7, fill: '#cfe0f0', stroke: palette.navy, 'stroke-width': c.h * 0.006 }) +
    el('rect', { x, y: top + body * 0.56, width: len * 0.84, height: body * 0.2, fill: palette.navy }) +
    el('circle', { cx: x + len * 0.975, cy: top + body * 0.86, r: c.h * 0.014, fill: palette.white }) +
    [0.2, 0.75].map((f) => el('circle', { cx: x + len * f, cy: top + body, r: body * 0.17, fill: '#263244', stroke: palette.stone, 'stroke-width': body * 0.05 })).join('') +
    el('path', { d: `M${fmt(stopX)} ${fmt(c.h * 0.95)}V${fmt(c.h * 0.55)}`, stroke: palette.slate, 'stroke-width': c.h * 0.012 }) +
    el('circle', { cx: stopX, cy: c.h * 0.55, r: c.h * 0.045, fill: palette.navy, stroke: palette.white, 'stroke-width': c.h * 0.01 });
  for (let i = 0; i < c.rng.int(1, 3); i++) scene += figure(c, stopX - c.h * (0.08 + i * 0.07), c.h * 0.97, c.h * 0.2);
  // Facing left is a mirror image, but the lettering must still read left to right.
  const flip = c.rng.chance(0.5);
  out += flip ? el('g', { transform: `matrix(-1 0 0 1 ${fmt(c.w)} 0)` }, scene) : scene;
  const textX = x + len * 0.42;
  out += el('text', { x: flip ? c.w - textX : textX, y: top + body * 0.71, 'font-family': 'sans-serif', 'font-weight': 700, 'font-size': body * 0.13, 'text-anchor': 'middle', fill: palette.white }, 'SCHOOL BUS');
  return out;
}

export function natureTrip(c: Canvas): string {
  let out = sky(c) + sun(c) + clouds(c, c.rng.int(1, 3));
  out += el('path', { d: `M${fmt(c.w * 0.3)} ${fmt(c.h * 0.2)}q${fmt(c.h * 0.02)} -${fmt(c.h * 0.02)} ${fmt(c.h * 0.04)} 0q${fmt(c.h * 0.02)} -${fmt(c.h * 0.02)} ${fmt(c.h * 0.04)} 0`, stroke: palette.navy, 'stroke-width': c.h * 0.006, fill: 'none' });
  out += hills(c, c.h * 0.5, c.h * 0.16, '#bcd9b3') + hills(c, c.h * 0.62, c.h * 0.1, palette.grass);
  for (let x = c.h * 0.05; x < c.w; x += c.h * c.rng.range(0.08, 0.2)) {
    if (c.rng.chance(0.45)) out += tree(c, x, c.h * c.rng.range(0.6, 0.66), c.h * c.rng.range(0.12, 0.2));
  }
  out += hills(c, c.h * 0.74, c.h * 0.06, palette.leaf);
  const startX = c.w * c.rng.range(0.35, 0.65);
  out += el('path', { d: `M${fmt(startX - c.h * 0.03)} ${fmt(c.h * 0.68)}C${fmt(startX + c.w * 0.2)} ${fmt(c.h * 0.8)} ${fmt(startX - c.w * 0.3)} ${fmt(c.h * 0.85)} ${fmt(startX - c.h * 0.1)} ${fmt(c.h)}h${fmt(c.h * 0.3)}C${fmt(startX - c.w * 0.2)} ${fmt(c.h * 0.85)} ${fmt(startX + c.w * 0.25)} ${fmt(c.h * 0.8)} ${fmt(startX + c.h * 0.03)} ${fmt(c.h * 0.68)}z`, fill: palette.sand });
  const walkers = c.rng.int(3, 5);
  for (let i = 0; i < walkers; i++) {
    const t = (i + 0.5) / walkers;
    out += figure(c, c.w * (0.1 + 0.8 * t), c.h * (0.82 + c.rng.range(0, 0.12)), c.h * 0.2);
  }
  if (c.w > c.h) out += tree(c, c.w * 0.05, c.h * 0.98, c.h * 0.5) + tree(c, c.w * 0.95, c.h * 0.98, c.h * 0.45);
  return out;
}
