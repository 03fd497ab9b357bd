/**
 * The laboratory scene, which also serves computer rooms and robotics: a
 * bench across the room, pupils in lab coats behind it and, on it, flasks,
 * screens or a robot depending on the caption.
 */
import { room } from './svg-indoor';
import { type Canvas, el, figure, fmt, palette } from './svg-kit';

function flask(c: Canvas, x: number, baseY: number, size: number): string {
  const neck = size * 0.16;
  const liquid = c.rng.pick([palette.amber, palette.leaf, palette.sky]);
  return (
    el('path', {
      d: `M${fmt(x - neck / 2)} ${fmt(baseY - size)}v${fmt(size * 0.35)}l${fmt(-size * 0.3)} ${fmt(size * 0.65)}h${fmt(size * 0.6 + neck)}l${fmt(-size * 0.3)} ${fmt(-size * 0.65)}v${fmt(-size * 0.35)}z`,
      fill: palette.white,
      stroke: palette.slate,
      'stroke-width': size * 0.04,
    }) +
    el('path', {
      d: `M${fmt(x - size * 0.2)} ${fmt(baseY - size * 0.3)}h${fmt(size * 0.4)}l${fmt(size * 0.15)} ${fmt(size * 0.28)}h${fmt(-size * 0.7)}z`,
      fill: liquid,
    })
  );
}

function robot(c: Canvas, x: number, baseY: number, size: number): string {
  const body = c.rng.pick([palette.sky, palette.stone, palette.honey]);
  return (
    el('rect', {
      x: x - size * 0.28,
      y: baseY - size * 0.5,
      width: size * 0.56,
      height: size * 0.42,
      rx: size * 0.06,
      fill: body,
    }) +
    el('rect', {
      x: x - size * 0.22,
      y: baseY - size * 0.9,
      width: size * 0.44,
      height: size * 0.34,
      rx: size * 0.08,
      fill: body,
    }) +
    el('circle', { cx: x - size * 0.09, cy: baseY - size * 0.74, r: size * 0.05, fill: palette.navy }) +
    el('circle', { cx: x + size * 0.09, cy: baseY - size * 0.74, r: size * 0.05, fill: palette.navy }) +
    el('path', {
      d: `M${fmt(x)} ${fmt(baseY - size * 0.9)}v${fmt(-size * 0.1)}`,
      stroke: palette.slate,
      'stroke-width': size * 0.03,
    }) +
    el('circle', { cx: x, cy: baseY - size, r: size * 0.04, fill: palette.amber }) +
    el('rect', {
      x: x - size * 0.1,
      y: baseY - size * 0.4,
      width: size * 0.2,
      height: size * 0.12,
      fill: palette.amber,
    }) +
    el('rect', {
      x: x - size * 0.34,
      y: baseY - size * 0.1,
      width: size * 0.68,
      height: size * 0.1,
      rx: size * 0.05,
      fill: palette.slate,
    })
  );
}

function monitor(c: Canvas, x: number, baseY: number, size: number): string {
  let code = '';
  for (let i = 0; i < 4; i++)
    code += `M${fmt(x - size * (0.38 - (i % 2) * 0.08))} ${fmt(baseY - size * (0.88 - i * 0.12))}h${fmt(size * c.rng.range(0.2, 0.5))}`;
  return (
    el('rect', {
      x: x - size * 0.5,
      y: baseY - size,
      width: size,
      height: size * 0.66,
      rx: size * 0.04,
      fill: palette.navy,
    }) +
    el('path', {
      d: code,
      stroke: c.rng.pick([palette.honey, palette.grass, palette.mist]),
      'stroke-width': size * 0.04,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: `M${fmt(x - size * 0.06)} ${fmt(baseY - size * 0.34)}h${fmt(size * 0.12)}l${fmt(size * 0.06)} ${fmt(size * 0.34)}h${fmt(-size * 0.24)}z`,
      fill: palette.slate,
    })
  );
}

export type LabFocus = 'robot' | 'computer' | 'science';

export function laboratory(c: Canvas, focus: LabFocus): string {
  const benchY = c.h * 0.66;
  let out = room(c, c.h * 0.85, '#e9f0f7', palette.stone);
  const id = c.ref('cells');
  const cell = c.h * 0.035;
  out += `<defs>${el('pattern', { id, width: cell * 3, height: cell * 2, patternUnits: 'userSpaceOnUse' }, [palette.amber, palette.sky, palette.grass, palette.honey, palette.mist, palette.leaf].map((fill, i) => el('rect', { x: (i % 3) * cell, y: Math.floor(i / 3) * cell, width: cell * 0.9, height: cell * 0.9, fill })).join(''))}</defs>`;
  const posterX = c.w * c.rng.range(0.05, 0.55);
  out += el('rect', { x: posterX, y: c.h * 0.08, width: cell * 15.6, height: cell * 6.6, fill: palette.white });
  out += el('rect', {
    x: posterX + cell * 0.3,
    y: c.h * 0.08 + cell * 0.3,
    width: cell * 15,
    height: cell * 6,
    fill: `url(#${id})`,
  });
  const students = Math.max(2, Math.round(c.w / (c.h * 0.45)));
  // At computers pupils stand evenly spaced with the screens between them, so no monitor hides a face.
  const studentXs = Array.from(
    { length: students },
    (_, i) => (c.w * (i + (focus === 'computer' ? 0.5 : c.rng.range(0.3, 0.7)))) / students,
  );
  for (const x of studentXs) out += figure(c, x, benchY + c.h * 0.2, c.h * 0.5, palette.white);
  out += el('rect', { x: c.w * 0.02, y: benchY, width: c.w * 0.96, height: c.h * 0.05, fill: palette.slate });
  out += el('rect', {
    x: c.w * 0.04,
    y: benchY + c.h * 0.05,
    width: c.w * 0.92,
    height: c.h * 0.28,
    fill: palette.blue,
  });
  out += el('path', {
    d: Array.from(
      { length: 4 },
      (_, i) => `M${fmt(c.w * (0.04 + 0.23 * (i + 0.5)))} ${fmt(benchY + c.h * 0.1)}h${fmt(c.h * 0.05)}`,
    ).join(''),
    stroke: palette.honey,
    'stroke-width': c.h * 0.012,
    'stroke-linecap': 'round',
  });
  if (focus === 'computer') {
    for (let i = 1; i < students; i++) out += monitor(c, (c.w * i) / students, benchY, c.h * 0.22);
    return out;
  }
  const robotX = c.w * c.rng.range(0.35, 0.65);
  if (focus === 'robot') out += robot(c, robotX, benchY, c.h * 0.32);
  for (const f of [0.12, 0.26, 0.8, 0.9]) {
    if (focus === 'science' || Math.abs(c.w * f - robotX) > c.h * 0.25) {
      out += flask(c, c.w * f, benchY, c.h * c.rng.range(0.1, 0.16));
    }
  }
  return out;
}
