/**
 * Indoor photo scenes: classroom, laboratory, library and the assembly stage.
 * People behind furniture are drawn first so the furniture hides their legs,
 * which is all the depth these flat pictures need.
 */
import { type Canvas, backView, el, figure, fmt, palette } from './svg-kit';

const shelfColours = [palette.navy, palette.blue, palette.sky, palette.amber, palette.honey, palette.leaf, palette.forest, palette.stone] as const;

function room(c: Canvas, floorY: number, wall: string, floor: string): string {
  return (
    el('rect', { width: c.w, height: c.h, fill: wall }) +
    el('rect', { y: floorY, width: c.w, height: c.h - floorY, fill: floor }) +
    el('rect', { y: floorY - c.h * 0.015, width: c.w, height: c.h * 0.015, fill: palette.stone })
  );
}

function windowPane(c: Canvas, x: number, y: number, w: number, h: number): string {
  return (
    el('rect', { x, y, width: w, height: h, fill: '#cfe2f3', stroke: palette.white, 'stroke-width': c.h * 0.015 }) +
    el('path', { d: `M${fmt(x)} ${fmt(y + h)}v${fmt(-h * 0.25)}q${fmt(w / 2)} ${fmt(-h * 0.3)} ${fmt(w)} 0v${fmt(h * 0.25)}z`, fill: palette.grass }) +
    el('path', { d: `M${fmt(x + w / 2)} ${fmt(y)}v${fmt(h)}M${fmt(x)} ${fmt(y + h / 2)}h${fmt(w)}`, stroke: palette.white, 'stroke-width': c.h * 0.012 }) +
    el('rect', { x, y, width: w, height: h, fill: 'none', stroke: palette.stone, 'stroke-width': c.h * 0.006 })
  );
}

function wallClock(c: Canvas, x: number, y: number): string {
  const r = c.h * 0.045;
  return (
    el('circle', { cx: x, cy: y, r, fill: palette.white, stroke: palette.navy, 'stroke-width': r * 0.15 }) +
    el('path', { d: `M${fmt(x)} ${fmt(y - r * 0.65)}V${fmt(y)}l${fmt(r * 0.45)} ${fmt(r * 0.25)}`, stroke: palette.navy, 'stroke-width': r * 0.12, fill: 'none' })
  );
}

function chalkDrawing(c: Canvas, x: number, y: number, size: number): string {
  const chalk = { stroke: palette.white, 'stroke-width': size * 0.04, fill: 'none', 'stroke-linecap': 'round', opacity: 0.85 };
  switch (c.rng.int(0, 2)) {
    case 0:
      return el('path', { ...chalk, d: `M${fmt(x)} ${fmt(y + size)}l${fmt(size * 0.5)} ${fmt(-size)}l${fmt(size * 0.5)} ${fmt(size)}z` });
    case 1:
      return el('circle', { ...chalk, cx: x + size / 2, cy: y + size / 2, r: size / 2 }) + el('path', { ...chalk, d: `M${fmt(x + size / 2)} ${fmt(y + size / 2)}h${fmt(size / 2)}` });
    default:
      return el('path', { ...chalk, d: `M${fmt(x)} ${fmt(y)}v${fmt(size)}h${fmt(size)}M${fmt(x + size * 0.2)} ${fmt(y + size)}v${fmt(-size * 0.4)}M${fmt(x + size * 0.5)} ${fmt(y + size)}v${fmt(-size * 0.75)}M${fmt(x + size * 0.8)} ${fmt(y + size)}v${fmt(-size * 0.55)}` });
  }
}

function desk(c: Canvas, x: number, y: number, w: number): string {
  return (
    el('rect', { x: x - w / 2, y, width: w, height: c.h * 0.03, fill: palette.bark }) +
    el('path', { d: `M${fmt(x - w * 0.42)} ${fmt(y)}v${fmt(c.h * 0.09)}M${fmt(x + w * 0.42)} ${fmt(y)}v${fmt(c.h * 0.09)}`, stroke: palette.slate, 'stroke-width': c.h * 0.012 })
  );
}

export function classroom(c: Canvas): string {
  const floorY = c.h * 0.64;
  let out = room(c, floorY, c.rng.pick([palette.cream, '#e9f0f7', '#eef3e6']), '#d9c3a0');
  const boardW = Math.min(c.w * 0.5, c.h * 0.95);
  const boardX = c.w / 2 - boardW / 2 + c.w * c.rng.range(-0.08, 0.08);
  const boardY = c.h * 0.1;
  const boardH = c.h * 0.3;
  out += el('rect', { x: boardX - c.h * 0.015, y: boardY - c.h * 0.015, width: boardW + c.h * 0.03, height: boardH + c.h * 0.03, fill: palette.bark });
  out += el('rect', { x: boardX, y: boardY, width: boardW, height: boardH, fill: '#2f5848' });
  let lines = '';
  for (let i = 0; i < 3; i++) lines += `M${fmt(boardX + boardW * 0.08)} ${fmt(boardY + boardH * (0.25 + i * 0.22))}h${fmt(boardW * c.rng.range(0.25, 0.45))}`;
  out += el('path', { d: lines, stroke: palette.white, 'stroke-width': c.h * 0.008, 'stroke-linecap': 'round', opacity: 0.75 });
  out += chalkDrawing(c, boardX + boardW * 0.66, boardY + boardH * 0.22, boardH * 0.55);
  const teacherRight = c.rng.chance(0.5);
  const windowW = c.h * 0.24;
  const gap = c.h * 0.05;
  const windowX = teacherRight ? boardX - gap - windowW : boardX + boardW + gap;
  if (windowX > 0 && windowX + windowW < c.w) out += windowPane(c, windowX, c.h * 0.12, windowW, c.h * 0.28);
  out += wallClock(c, boardX + boardW / 2, c.h * 0.055);
  const side = teacherRight ? boardX + boardW + c.h * 0.08 : boardX - c.h * 0.08;
  const teacherX = Math.min(Math.max(side, c.h * 0.1), c.w - c.h * 0.1);
  out += figure(c, teacherX, floorY + c.h * 0.05, c.h * 0.44, c.rng.pick([palette.blue, palette.leaf, palette.amber]));
  const deskW = c.h * 0.24;
  const perRow = Math.max(2, Math.floor(c.w / (deskW * 1.5)));
  for (const [row, size] of [
    [0, 0.15],
    [1, 0.23],
  ] as const) {
    const deskY = floorY + c.h * (0.08 + row * 0.14);
    let pupils = '';
    for (let i = 0; i < perRow; i++) {
      const x = (c.w * (i + (row ? 0.72 : 0.3))) / perRow;
      out += desk(c, x, deskY, deskW * (row ? 1.15 : 0.9));
      pupils += backView(c, x, row ? c.h * 1.02 : deskY + c.h * 0.12, c.h * size);
    }
    out += pupils;
  }
  return out;
}

function flask(c: Canvas, x: number, baseY: number, size: number): string {
  const neck = size * 0.16;
  const liquid = c.rng.pick([palette.amber, palette.leaf, palette.sky]);
  return (
    el('path', { d: `M${fmt(x - neck / 2)} ${fmt(baseY - size)}v${fmt(size * 0.35)}l${fmt(-size * 0.3)} ${fmt(size * 0.65)}h${fmt(size * 0.6 + neck)}l${fmt(-size * 0.3)} ${fmt(-size * 0.65)}v${fmt(-size * 0.35)}z`, fill: palette.white, stroke: palette.slate, 'stroke-width': size * 0.04 }) +
    el('path', { d: `M${fmt(x - size * 0.2)} ${fmt(baseY - size * 0.3)}h${fmt(size * 0.4)}l${fmt(size * 0.15)} ${fmt(size * 0.28)}h${fmt(-size * 0.7)}z`, fill: liquid })
  );
}

function robot(c: Canvas, x: number, baseY: number, size: number): string {
  const body = c.rng.pick([palette.sky, palette.stone, palette.honey]);
  return (
    el('rect', { x: x - size * 0.28, y: baseY - size * 0.5, width: size * 0.56, height: size * 0.42, rx: size * 0.06, fill: body }) +
    el('rect', { x: x - size * 0.22, y: baseY - size * 0.9, width: size * 0.44, height: size * 0.34, rx: size * 0.08, fill: body }) +
    el('circle', { cx: x - size * 0.09, cy: baseY - size * 0.74, r: size * 0.05, fill: palette.navy }) +
    el('circle', { cx: x + size * 0.09, cy: baseY - size * 0.74, r: size * 0.05, fill: palette.navy }) +
    el('path', { d: `M${fmt(x)} ${fmt(baseY - size * 0.9)}v${fmt(-size * 0.1)}`, stroke: palette.slate, 'stroke-width': size * 0.03 }) +
    el('circle', { cx: x, cy: baseY - size, r: size * 0.04, fill: palette.amber }) +
    el('rect', { x: x - size * 0.1, y: baseY - size * 0.4, width: size * 0.2, height: size * 0.12, fill: palette.amber }) +
    el('rect', { x: x - size * 0.34, y: baseY - size * 0.1, width: size * 0.68, height: size * 0.1, rx: size * 0.05, fill: palette.slate })
  );
}

function monitor(c: Canvas, x: number, baseY: number, size: number): string {
  let code = '';
  for (let i = 0; i < 4; i++) code += `M${fmt(x - size * (0.38 - (i % 2) * 0.08))} ${fmt(baseY - size * (0.88 - i * 0.12))}h${fmt(size * c.rng.range(0.2, 0.5))}`;
  return (
    el('rect', { x: x - size * 0.5, y: baseY - size, width: size, height: size * 0.66, rx: size * 0.04, fill: palette.navy }) +
    el('path', { d: code, stroke: c.rng.pick([palette.honey, palette.grass, palette.mist]), 'stroke-width': size * 0.04, 'stroke-linecap': 'round' }) +
    el('path', { d: `M${fmt(x - size * 0.06)} ${fmt(baseY - size * 0.34)}h${fmt(size * 0.12)}l${fmt(size * 0.06)} ${fmt(size * 0.34)}h${fmt(-size * 0.24)}z`, fill: palette.slate })
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
  out += el('rect', { x: posterX + cell * 0.3, y: c.h * 0.08 + cell * 0.3, width: cell * 15, height: cell * 6, fill: `url(#${id})` });
  const students = Math.max(2, Math.round(c.w / (c.h * 0.45)));
  for (let i = 0; i < students; i++) out += figure(c, (c.w * (i + c.rng.range(0.3, 0.7))) / students, benchY + c.h * 0.2, c.h * 0.5, palette.white);
  out += el('rect', { x: c.w * 0.02, y: benchY, width: c.w * 0.96, height: c.h * 0.05, fill: palette.slate });
  out += el('rect', { x: c.w * 0.04, y: benchY + c.h * 0.05, width: c.w * 0.92, height: c.h * 0.28, fill: palette.blue });
  out += el('path', { d: Array.from({ length: 4 }, (_, i) => `M${fmt(c.w * (0.04 + 0.23 * (i + 0.5)))} ${fmt(benchY + c.h * 0.1)}h${fmt(c.h * 0.05)}`).join(''), stroke: palette.honey, 'stroke-width': c.h * 0.012, 'stroke-linecap': 'round' });
  const featureX = c.w * c.rng.range(0.35, 0.65);
  if (focus === 'robot') out += robot(c, featureX, benchY, c.h * 0.32);
  if (focus === 'computer') {
    const screens = Math.max(2, Math.round(c.w / (c.h * 0.5)));
    for (let i = 0; i < screens; i++) out += monitor(c, (c.w * (i + 0.5)) / screens, benchY, c.h * 0.24);
  } else {
    for (const f of [0.12, 0.26, 0.8, 0.9]) {
      if (Math.abs(c.w * f - featureX) > c.h * 0.25 || focus === 'science') out += flask(c, c.w * f, benchY, c.h * c.rng.range(0.1, 0.16));
    }
  }
  return out;
}

function bookPattern(c: Canvas, id: string, x: number, y: number, rowH: number, pitch: number): string {
  const tile = rowH * 2.4;
  let books = '';
  for (let bx = 0; bx < tile - rowH * 0.12; ) {
    const w = rowH * c.rng.range(0.1, 0.2);
    const h = rowH * c.rng.range(0.62, 0.92);
    books += el('rect', { x: bx, y: rowH - h, width: w * 0.92, height: h, fill: c.rng.pick(shelfColours) });
    bx += w;
  }
  return el('pattern', { id, x, y, width: tile, height: pitch, patternUnits: 'userSpaceOnUse' }, books);
}

function openBook(x: number, y: number, w: number): string {
  return el('path', { d: `M${fmt(x)} ${fmt(y)}l${fmt(-w / 2)} ${fmt(-w * 0.08)}l${fmt(-w * 0.06)} ${fmt(w * 0.3)}h${fmt(w * 1.12)}l${fmt(-w * 0.06)} ${fmt(-w * 0.3)}z`, fill: palette.white, stroke: palette.stone, 'stroke-width': w * 0.03 });
}

export function library(c: Canvas): string {
  const floorY = c.h * 0.7;
  let out = room(c, floorY, '#f3ead8', '#d9c3a0');
  const shelfX = c.w * 0.05;
  const shelfW = c.w * 0.9;
  const top = c.h * 0.08;
  const rows = 4;
  const board = c.h * 0.025;
  const pitch = (floorY - top - board) / rows;
  const rowH = pitch - board;
  const ids = [c.ref('books-a'), c.ref('books-b')] as const;
  out += `<defs>${bookPattern(c, ids[0], shelfX, top + board, rowH, pitch)}${bookPattern(c, ids[1], shelfX + rowH, top + board, rowH, pitch)}</defs>`;
  out += el('rect', { x: shelfX - board, y: top, width: shelfW + board * 2, height: floorY - top, fill: palette.bark });
  out += el('rect', { x: shelfX, y: top + board, width: shelfW, height: floorY - top - board * 2, fill: '#efe3cc' });
  for (let i = 0; i < rows; i++) {
    out += el('rect', { x: shelfX, y: top + board + i * pitch, width: shelfW, height: rowH, fill: `url(#${ids[i % 2]})` });
  }
  const tableY = c.h * 0.8;
  const readers = Math.max(2, Math.round(c.w / (c.h * 0.5)));
  for (let i = 0; i < readers; i++) out += figure(c, (c.w * (i + 0.5)) / readers, tableY + c.h * 0.2, c.h * 0.42);
  out += el('rect', { x: c.w * 0.06, y: tableY, width: c.w * 0.88, height: c.h * 0.04, fill: palette.bark });
  out += el('rect', { x: c.w * 0.08, y: tableY + c.h * 0.04, width: c.w * 0.84, height: c.h * 0.16, fill: '#a8835f' });
  for (let i = 0; i < readers; i++) out += openBook((c.w * (i + 0.5)) / readers, tableY, c.h * 0.14);
  return out;
}

export function stage(c: Canvas, music: boolean): string {
  const stageY = c.h * 0.68;
  let out = el('rect', { width: c.w, height: c.h, fill: palette.navy });
  out += el('rect', { x: c.w * 0.08, y: c.h * 0.12, width: c.w * 0.84, height: stageY - c.h * 0.12, fill: '#2a4f85' });
  const id = c.ref('bunting');
  const flag = c.h * 0.06;
  out += `<defs>${el('pattern', { id, width: flag * 3, height: flag, patternUnits: 'userSpaceOnUse' }, [palette.amber, palette.white, palette.grass].map((fill, i) => el('path', { d: `M${fmt(i * flag)} 0h${fmt(flag * 0.9)}l${fmt(-flag * 0.45)} ${fmt(flag * 0.9)}z`, fill })).join(''))}</defs>`;
  out += el('rect', { width: c.w, height: c.h * 0.1, fill: palette.navy });
  out += el('rect', { y: c.h * 0.1, width: c.w, height: c.h * 0.02, fill: palette.amber });
  out += el('rect', { y: c.h * 0.14, width: c.w, height: flag, fill: `url(#${id})` });
  for (const x of [c.w * 0.3, c.w * 0.7]) {
    out += el('path', { d: `M${fmt(x - c.h * 0.04)} ${fmt(c.h * 0.12)}h${fmt(c.h * 0.08)}L${fmt(x + c.h * 0.3)} ${fmt(stageY)}H${fmt(x - c.h * 0.3)}z`, fill: palette.honey, opacity: 0.22 });
  }
  const drape = c.w * 0.12;
  out += el('path', { d: `M0 0h${fmt(drape)}q${fmt(-drape * 0.2)} ${fmt(c.h * 0.4)} ${fmt(-drape * 0.6)} ${fmt(c.h * 0.55)}q${fmt(drape * 0.2)} ${fmt(c.h * 0.1)} ${fmt(drape * 0.2)} ${fmt(stageY - c.h * 0.55)}H0z`, fill: palette.blue });
  out += el('path', { d: `M${fmt(c.w)} 0h${fmt(-drape)}q${fmt(drape * 0.2)} ${fmt(c.h * 0.4)} ${fmt(drape * 0.6)} ${fmt(c.h * 0.55)}q${fmt(-drape * 0.2)} ${fmt(c.h * 0.1)} ${fmt(-drape * 0.2)} ${fmt(stageY - c.h * 0.55)}H${fmt(c.w)}z`, fill: palette.blue });
  const performers = Math.max(2, Math.round(c.w / (c.h * 0.4)));
  const costume = c.rng.pick([palette.amber, palette.honey, palette.white]);
  for (let i = 0; i < performers; i++) {
    const x = c.w * (0.2 + (0.6 * (i + 0.5)) / performers);
    out += figure(c, x, stageY + c.h * 0.03, c.h * c.rng.range(0.3, 0.36), i % 2 ? costume : palette.leaf);
    if (music && i % 2 === 0) out += el('path', { d: `M${fmt(x + c.h * 0.07)} ${fmt(stageY + c.h * 0.03)}v${fmt(-c.h * 0.24)}l${fmt(-c.h * 0.03)} ${fmt(-c.h * 0.02)}`, stroke: palette.slate, 'stroke-width': c.h * 0.008, fill: 'none' });
  }
  out += el('rect', { y: stageY, width: c.w, height: c.h * 0.05, fill: '#c8955f' });
  out += el('rect', { y: stageY + c.h * 0.05, width: c.w, height: c.h * 0.3, fill: palette.bark });
  const seat = c.h * 0.16;
  for (let x = seat * c.rng.range(0.3, 0.8); x < c.w; x += seat * c.rng.range(0.9, 1.1)) out += backView(c, x, c.h * 1.02, c.h * 0.22, '#26446f');
  return out;
}
