/**
 * Flat illustrations for pictures that show things rather than people: the
 * school's apps and web pages on screens, and the street map on the contact
 * page. They use the same palette so they sit well beside the scenes.
 */
import { type Canvas, el, fmt, palette } from './svg-kit';

const tileColours = [palette.amber, palette.leaf, palette.sky, palette.honey, palette.blue] as const;

/** A screen's worth of dashboard tiles with a heading bar, as the ERP and app screenshots would show. */
function screenTiles(c: Canvas, x: number, y: number, w: number, h: number, cols: number): string {
  const gap = w * 0.06;
  const rows = 2;
  const tileW = (w - gap * (cols + 1)) / cols;
  const top = y + h * 0.22;
  const tileH = (y + h - top - gap * rows) / rows;
  let out =
    el('rect', { x, y, width: w, height: h, fill: '#f7f9fc' }) +
    el('rect', { x, y, width: w, height: h * 0.14, fill: palette.navy });
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < cols; i++) {
      const tx = x + gap + i * (tileW + gap);
      const ty = top + r * (tileH + gap);
      out += el('rect', { x: tx, y: ty, width: tileW, height: tileH, rx: tileW * 0.08, fill: c.rng.pick(tileColours) });
      out += el('rect', {
        x: tx + tileW * 0.15,
        y: ty + tileH * 0.6,
        width: tileW * 0.5,
        height: tileH * 0.12,
        rx: tileH * 0.06,
        fill: palette.white,
        opacity: 0.85,
      });
    }
  }
  return out;
}

export function devices(c: Canvas): string {
  const deskY = c.h * 0.74;
  let out = el('rect', { width: c.w, height: c.h, fill: c.rng.pick([palette.mist, palette.cream, '#eef3e6']) });
  out += el('circle', {
    cx: c.w * c.rng.range(0.25, 0.75),
    cy: c.h * 0.4,
    r: c.h * 0.36,
    fill: palette.white,
    opacity: 0.6,
  });
  out += el('rect', { y: deskY, width: c.w, height: c.h - deskY, fill: '#e3d3b6' });
  const laptopW = Math.min(c.w * 0.5, c.h * 0.8);
  const laptopX = c.w * c.rng.range(0.18, 0.3);
  const screenH = laptopW * 0.6;
  const screenY = deskY - screenH - c.h * 0.02;
  out += el('rect', {
    x: laptopX,
    y: screenY,
    width: laptopW,
    height: screenH,
    rx: laptopW * 0.03,
    fill: palette.navy,
  });
  out += screenTiles(
    c,
    laptopX + laptopW * 0.04,
    screenY + laptopW * 0.04,
    laptopW * 0.92,
    screenH - laptopW * 0.08,
    3,
  );
  out += el('path', {
    d: `M${fmt(laptopX - laptopW * 0.08)} ${fmt(deskY)}l${fmt(laptopW * 0.06)} ${fmt(-c.h * 0.02)}h${fmt(laptopW * 1.04)}l${fmt(laptopW * 0.06)} ${fmt(c.h * 0.02)}z`,
    fill: palette.stone,
  });
  const phoneH = c.h * 0.42;
  const phoneW = phoneH * 0.5;
  const phoneX = Math.min(laptopX + laptopW + c.w * 0.06, c.w - phoneW - c.w * 0.04);
  const phoneY = deskY - phoneH + c.h * 0.04;
  out += el('rect', { x: phoneX, y: phoneY, width: phoneW, height: phoneH, rx: phoneW * 0.14, fill: palette.navy });
  out += screenTiles(c, phoneX + phoneW * 0.08, phoneY + phoneH * 0.08, phoneW * 0.84, phoneH * 0.84, 2);
  if (c.rng.chance(0.6)) {
    out += el('rect', {
      x: phoneX - phoneW * 0.3,
      y: phoneY + phoneH * 0.12,
      width: phoneW * 0.9,
      height: phoneH * 0.1,
      rx: phoneH * 0.05,
      fill: palette.amber,
    });
    out += el('circle', {
      cx: phoneX - phoneW * 0.18,
      cy: phoneY + phoneH * 0.17,
      r: phoneH * 0.025,
      fill: palette.white,
    });
  }
  const potX = c.w * (laptopX > c.w * 0.24 ? 0.1 : 0.92);
  out += el('path', {
    d: `M${fmt(potX)} ${fmt(deskY - c.h * 0.1)}q${fmt(-c.h * 0.12)} ${fmt(-c.h * 0.1)} ${fmt(-c.h * 0.06)} ${fmt(-c.h * 0.24)}q${fmt(c.h * 0.08)} ${fmt(c.h * 0.08)} ${fmt(c.h * 0.06)} ${fmt(c.h * 0.24)}q${fmt(c.h * 0.02)} ${fmt(-c.h * 0.16)} ${fmt(c.h * 0.1)} ${fmt(-c.h * 0.2)}q${fmt(c.h * 0.02)} ${fmt(c.h * 0.14)} ${fmt(-c.h * 0.1)} ${fmt(c.h * 0.2)}z`,
    fill: palette.leaf,
  });
  out += el('path', {
    d: `M${fmt(potX - c.h * 0.06)} ${fmt(deskY - c.h * 0.1)}h${fmt(c.h * 0.12)}l${fmt(-c.h * 0.015)} ${fmt(c.h * 0.12)}h${fmt(-c.h * 0.09)}z`,
    fill: palette.amber,
  });
  return out;
}

/** Streets, a park and a lake, with a pin on the school: enough to read as "find us here". */
export function streetMap(c: Canvas): string {
  let out = el('rect', { width: c.w, height: c.h, fill: '#f1ede4' });
  out += el('ellipse', {
    cx: c.w * c.rng.range(0.15, 0.35),
    cy: c.h * c.rng.range(0.25, 0.75),
    rx: c.h * 0.3,
    ry: c.h * 0.2,
    fill: '#b9d4ec',
  });
  for (let i = 0; i < 3; i++) {
    out += el('rect', {
      x: c.w * c.rng.range(0.4, 0.9),
      y: c.h * c.rng.range(0.05, 0.75),
      width: c.h * c.rng.range(0.15, 0.3),
      height: c.h * c.rng.range(0.12, 0.22),
      rx: c.h * 0.03,
      fill: palette.meadow,
    });
  }
  let minor = '';
  for (let x = c.rng.range(0.05, 0.15); x < 1; x += c.rng.range(0.12, 0.2)) minor += `M${fmt(c.w * x)} 0v${fmt(c.h)}`;
  for (let y = c.rng.range(0.1, 0.2); y < 1; y += c.rng.range(0.2, 0.3)) minor += `M0 ${fmt(c.h * y)}h${fmt(c.w)}`;
  out += el('path', { d: minor, stroke: palette.white, 'stroke-width': c.h * 0.025 });
  const mainY = c.h * c.rng.range(0.45, 0.6);
  const main = `M0 ${fmt(mainY + c.h * 0.15)}C${fmt(c.w * 0.35)} ${fmt(mainY)} ${fmt(c.w * 0.6)} ${fmt(mainY + c.h * 0.1)} ${fmt(c.w)} ${fmt(mainY - c.h * 0.1)}`;
  out += el('path', { d: main, stroke: palette.stone, 'stroke-width': c.h * 0.065, fill: 'none' });
  out += el('path', { d: main, stroke: palette.honey, 'stroke-width': c.h * 0.05, fill: 'none' });
  const pinX = c.w * c.rng.range(0.45, 0.65);
  const pinY = mainY - c.h * 0.04;
  const r = c.h * 0.07;
  out += el('ellipse', { cx: pinX, cy: pinY, rx: r * 0.7, ry: r * 0.22, fill: palette.slate, opacity: 0.35 });
  out += el('path', {
    d: `M${fmt(pinX)} ${fmt(pinY)}l${fmt(-r * 0.85)} ${fmt(-r * 1.5)}a${fmt(r)} ${fmt(r)} 0 1 1 ${fmt(r * 1.7)} 0z`,
    fill: palette.navy,
  });
  out += el('circle', { cx: pinX, cy: pinY - r * 2, r: r * 0.42, fill: palette.amber });
  return out;
}
