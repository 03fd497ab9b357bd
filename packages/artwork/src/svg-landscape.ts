/**
 * The landscape every outdoor picture is built from: sky, sun, clouds,
 * rolling hills, trees and the running track. Sizes follow the canvas height
 * so a scene reads the same in a wide banner and a squarer photo.
 */
import { type Canvas, el, fmt, palette, verticalGradient } from './svg-kit';

const skies = [
  ['#a9c9ea', '#eef5fb'],
  ['#bcd6ee', '#f7f1e3'],
  ['#f3d9a6', '#fbf3e2'],
  ['#9cc0e4', '#e4effa'],
] as const;

const canopies = [palette.leaf, palette.forest, '#79b07f'] as const;

export function sky(c: Canvas): string {
  const [top, bottom] = c.rng.pick(skies);
  const id = c.ref('sky');
  return (
    `<defs>${verticalGradient(id, top, bottom)}</defs>` + el('rect', { width: c.w, height: c.h, fill: `url(#${id})` })
  );
}

export function sun(c: Canvas): string {
  const r = c.h * c.rng.range(0.06, 0.09);
  const x = c.w * (c.rng.chance(0.5) ? c.rng.range(0.08, 0.25) : c.rng.range(0.75, 0.92));
  const y = c.h * c.rng.range(0.13, 0.22);
  return (
    el('circle', { cx: x, cy: y, r: r * 1.7, fill: palette.white, opacity: 0.45 }) +
    el('circle', { cx: x, cy: y, r, fill: palette.amber })
  );
}

export function clouds(c: Canvas, count: number): string {
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
export function hills(c: Canvas, baseY: number, amplitude: number, fill: string): string {
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

export function tree(c: Canvas, x: number, groundY: number, height: number): string {
  const trunkW = height * 0.09;
  const trunk = el('rect', {
    x: x - trunkW / 2,
    y: groundY - height * 0.5,
    width: trunkW,
    height: height * 0.5,
    fill: palette.bark,
  });
  const green = c.rng.pick(canopies);
  if (c.rng.chance(0.3)) {
    const top = groundY - height;
    const half = height * 0.26;
    return (
      trunk +
      el('path', { d: `M${fmt(x)} ${fmt(top)}l${fmt(half)} ${fmt(height * 0.8)}h${fmt(-2 * half)}z`, fill: green })
    );
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

export function runningTrack(c: Canvas, top: number, height: number): string {
  const lanes = [1 / 3, 2 / 3].map((f) => `M0 ${fmt(top + height * f)}H${fmt(c.w)}`).join('');
  return (
    el('rect', { y: top, width: c.w, height, fill: '#d98b5f' }) +
    el('path', { d: lanes, stroke: palette.white, 'stroke-width': c.h * 0.006 })
  );
}
