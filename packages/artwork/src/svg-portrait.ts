/**
 * Portraits: a friendly head-and-shoulders figure on a tinted circle, for
 * staff photographs that the school has not supplied yet.
 */
import { type Canvas, el, fmt, hairTones, palette, skinTones } from './svg-kit';

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
  const longHair =
    style === 1
      ? el('path', {
          d: `M${at(-0.2, -0.12)}Q${at(-0.22, 0.2)} ${at(-0.26, 0.24)}H${px(0.26)}Q${at(0.22, 0.2)} ${at(0.2, -0.12)}z`,
          fill: hair,
        })
      : '';
  const bun = style === 2 ? el('circle', { cx: x, cy: y - s * 0.34, r: s * 0.08, fill: hair }) : '';
  const glasses = c.rng.chance(0.3)
    ? el('path', {
        d: `M${at(-0.12, -0.11)}a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(s * 0.1)} 0a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(-s * 0.1)} 0m${fmt(s * 0.1)} 0h${fmt(s * 0.04)}a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(s * 0.1)} 0a${fmt(s * 0.05)} ${fmt(s * 0.05)} 0 1 0 ${fmt(-s * 0.1)} 0`,
        fill: 'none',
        stroke: palette.navy,
        'stroke-width': s * 0.012,
      })
    : '';
  return (
    `<defs><clipPath id="${clip}">${el('circle', { cx: x, cy: y, r: s * 0.46 })}</clipPath></defs>` +
    el('rect', { width: c.w, height: c.h, fill: palette.cream }) +
    el('circle', { cx: x, cy: y, r: s * 0.46, fill: c.rng.pick([palette.mist, '#fbe7c2', palette.meadow]) }) +
    el(
      'g',
      { 'clip-path': `url(#${clip})` },
      longHair +
        el('path', {
          d: `M${at(-0.38, 0.5)}V${py(0.34)}Q${at(-0.36, 0.15)} ${at(-0.12, 0.13)}H${px(0.12)}Q${at(0.36, 0.15)} ${at(0.38, 0.34)}V${py(0.5)}z`,
          fill: c.rng.pick([palette.navy, palette.blue, palette.forest, palette.slate]),
        }) +
        el('path', { d: `M${at(-0.09, 0.13)}L${at(0, 0.27)}L${at(0.09, 0.13)}z`, fill: palette.white }) +
        el('rect', { x: x - s * 0.06, y, width: s * 0.12, height: s * 0.15, fill: skin }) +
        el('ellipse', { cx: x, cy: y - s * 0.1, rx: s * 0.16, ry: s * 0.19, fill: skin }) +
        el('path', {
          d: `M${at(-0.065, -0.11)}h0M${at(0.065, -0.11)}h0`,
          stroke: palette.navy,
          'stroke-width': s * 0.028,
          'stroke-linecap': 'round',
        }) +
        el('path', {
          d: `M${at(-0.06, -0.01)}q${fmt(s * 0.06)} ${fmt(s * 0.045)} ${fmt(s * 0.12)} 0`,
          fill: 'none',
          stroke: palette.navy,
          'stroke-width': s * 0.014,
          'stroke-linecap': 'round',
          opacity: 0.7,
        }) +
        glasses +
        bun +
        el('path', {
          d: `M${at(-0.17, -0.08)}Q${at(-0.2, -0.33)} ${at(0, -0.32)}Q${at(0.2, -0.33)} ${at(0.17, -0.08)}Q${at(0.1, -0.22)} ${at(-0.05, -0.2)}Q${at(-0.12, -0.2)} ${at(-0.17, -0.08)}z`,
          fill: hair,
        }),
    )
  );
}
