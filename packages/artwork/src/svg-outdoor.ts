/**
 * Outdoor photo scenes away from the main building: the sports field, the
 * school bus and excursions. Extra width just gets more trees and children.
 */
import { type Canvas, el, figure, fmt, palette } from './svg-kit';
import { clouds, hills, runningTrack, sky, sun, tree } from './svg-landscape';

export function sportsField(c: Canvas): string {
  const fieldY = c.h * 0.48;
  let out = sky(c) + sun(c) + hills(c, fieldY, c.h * 0.08, palette.forest);
  const stripe = (c.h - fieldY) / 5;
  for (let i = 0; i < 5; i++) {
    out += el('rect', {
      y: fieldY + i * stripe,
      width: c.w,
      height: stripe + 1,
      fill: i % 2 ? palette.grass : '#98c88a',
    });
  }
  out += runningTrack(c, c.h * 0.8, c.h * 0.15);
  const goalX = c.w * (c.rng.chance(0.5) ? 0.12 : 0.8);
  out += el('path', {
    d: `M${fmt(goalX)} ${fmt(c.h * 0.66)}v${fmt(-c.h * 0.14)}h${fmt(c.h * 0.3)}v${fmt(c.h * 0.14)}`,
    stroke: palette.white,
    'stroke-width': c.h * 0.012,
    fill: 'none',
  });
  const house = c.rng.pick([palette.amber, palette.blue, palette.leaf]);
  const players = Math.max(3, Math.round(c.w / (c.h * 0.35)));
  for (let i = 0; i < players; i++) {
    const x = c.w * ((i + c.rng.range(0.2, 0.8)) / players);
    out += figure(c, x, c.h * c.rng.range(0.66, 0.76), c.h * 0.2, i % 2 ? house : palette.white);
  }
  const ballX = c.w * c.rng.range(0.3, 0.7);
  out += el('circle', {
    cx: ballX,
    cy: c.h * 0.74,
    r: c.h * 0.025,
    fill: palette.white,
    stroke: palette.navy,
    'stroke-width': c.h * 0.006,
  });
  out += figure(c, c.w * c.rng.range(0.15, 0.85), c.h * 0.93, c.h * 0.24, palette.amber);
  return out;
}

export function busStop(c: Canvas): string {
  const roadY = c.h * 0.64;
  let out = sky(c) + clouds(c, 2) + hills(c, roadY, c.h * 0.1, palette.meadow);
  for (let x = c.h * 0.1; x < c.w; x += c.h * c.rng.range(0.25, 0.45))
    out += tree(c, x, roadY, c.h * c.rng.range(0.25, 0.4));
  out += el('rect', { y: roadY, width: c.w, height: c.h * 0.04, fill: palette.stone });
  out += el('rect', { y: roadY + c.h * 0.04, width: c.w, height: c.h * 0.26, fill: '#7d8794' });
  out += el('path', {
    d: `M0 ${fmt(c.h * 0.8)}H${fmt(c.w)}`,
    stroke: palette.white,
    'stroke-width': c.h * 0.01,
    'stroke-dasharray': fmt(c.h * 0.06),
  });
  out += el('rect', { y: c.h * 0.9, width: c.w, height: c.h * 0.1, fill: palette.sand });
  const len = Math.min(c.w * 0.62, c.h * 1.1);
  const stopX = c.w * 0.9;
  const x = Math.max(c.w * 0.04, stopX - c.w * 0.06 - len - c.rng.range(0, c.w * 0.15));
  const top = c.h * 0.42;
  const body = c.h * 0.3;
  let scene =
    el('rect', { x, y: top, width: len, height: body, rx: c.h * 0.04, fill: '#f2b134' }) +
    el('rect', {
      x: x + len * 0.04,
      y: top + body * 0.12,
      width: len * 0.78,
      height: body * 0.34,
      rx: c.h * 0.01,
      fill: '#cfe0f0',
    }) +
    el('path', {
      d: Array.from(
        { length: 5 },
        (_, i) => `M${fmt(x + len * (0.04 + 0.156 * (i + 1)))} ${fmt(top + body * 0.12)}v${fmt(body * 0.34)}`,
      ).join(''),
      stroke: '#f2b134',
      'stroke-width': c.h * 0.012,
    }) +
    el('rect', {
      x: x + len * 0.86,
      y: top + body * 0.12,
      width: len * 0.1,
      height: body * 0.7,
      fill: '#cfe0f0',
      stroke: palette.navy,
      'stroke-width': c.h * 0.006,
    }) +
    el('rect', { x, y: top + body * 0.56, width: len * 0.84, height: body * 0.2, fill: palette.navy }) +
    el('circle', { cx: x + len * 0.975, cy: top + body * 0.86, r: c.h * 0.014, fill: palette.white }) +
    [0.2, 0.75]
      .map((f) =>
        el('circle', {
          cx: x + len * f,
          cy: top + body,
          r: body * 0.17,
          fill: '#263244',
          stroke: palette.stone,
          'stroke-width': body * 0.05,
        }),
      )
      .join('') +
    el('path', {
      d: `M${fmt(stopX)} ${fmt(c.h * 0.95)}V${fmt(c.h * 0.55)}`,
      stroke: palette.slate,
      'stroke-width': c.h * 0.012,
    }) +
    el('circle', {
      cx: stopX,
      cy: c.h * 0.55,
      r: c.h * 0.045,
      fill: palette.navy,
      stroke: palette.white,
      'stroke-width': c.h * 0.01,
    });
  for (let i = 0; i < c.rng.int(1, 3); i++) scene += figure(c, stopX - c.h * (0.08 + i * 0.07), c.h * 0.97, c.h * 0.2);
  // Facing left is a mirror image, but the lettering must still read left to right.
  const flip = c.rng.chance(0.5);
  out += flip ? el('g', { transform: `matrix(-1 0 0 1 ${fmt(c.w)} 0)` }, scene) : scene;
  const textX = x + len * 0.42;
  out += el(
    'text',
    {
      x: flip ? c.w - textX : textX,
      y: top + body * 0.71,
      'font-family': 'sans-serif',
      'font-weight': 700,
      'font-size': body * 0.13,
      'text-anchor': 'middle',
      fill: palette.white,
    },
    'SCHOOL BUS',
  );
  return out;
}

export function natureTrip(c: Canvas): string {
  let out = sky(c) + sun(c) + clouds(c, c.rng.int(1, 3));
  out += el('path', {
    d: `M${fmt(c.w * 0.3)} ${fmt(c.h * 0.2)}q${fmt(c.h * 0.02)} -${fmt(c.h * 0.02)} ${fmt(c.h * 0.04)} 0q${fmt(c.h * 0.02)} -${fmt(c.h * 0.02)} ${fmt(c.h * 0.04)} 0`,
    stroke: palette.navy,
    'stroke-width': c.h * 0.006,
    fill: 'none',
  });
  out += hills(c, c.h * 0.5, c.h * 0.16, '#bcd9b3') + hills(c, c.h * 0.62, c.h * 0.1, palette.grass);
  for (let x = c.h * 0.05; x < c.w; x += c.h * c.rng.range(0.08, 0.2)) {
    if (c.rng.chance(0.45)) out += tree(c, x, c.h * c.rng.range(0.6, 0.66), c.h * c.rng.range(0.12, 0.2));
  }
  out += hills(c, c.h * 0.74, c.h * 0.06, palette.leaf);
  const startX = c.w * c.rng.range(0.35, 0.65);
  out += el('path', {
    d: `M${fmt(startX - c.h * 0.03)} ${fmt(c.h * 0.68)}C${fmt(startX + c.w * 0.2)} ${fmt(c.h * 0.8)} ${fmt(startX - c.w * 0.3)} ${fmt(c.h * 0.85)} ${fmt(startX - c.h * 0.1)} ${fmt(c.h)}h${fmt(c.h * 0.3)}C${fmt(startX - c.w * 0.2)} ${fmt(c.h * 0.85)} ${fmt(startX + c.w * 0.25)} ${fmt(c.h * 0.8)} ${fmt(startX + c.h * 0.03)} ${fmt(c.h * 0.68)}z`,
    fill: palette.sand,
  });
  const walkers = c.rng.int(3, 5);
  for (let i = 0; i < walkers; i++) {
    const t = (i + 0.5) / walkers;
    out += figure(c, c.w * (0.1 + 0.8 * t), c.h * (0.82 + c.rng.range(0, 0.12)), c.h * 0.2);
  }
  if (c.w > c.h) out += tree(c, c.w * 0.05, c.h * 0.98, c.h * 0.5) + tree(c, c.w * 0.95, c.h * 0.98, c.h * 0.45);
  return out;
}
