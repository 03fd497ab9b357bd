/**
 * Indoor photo scenes: classroom, library and the assembly stage. People
 * behind furniture are drawn first so the furniture hides their legs, which
 * is all the depth these flat pictures need.
 */
import { type Canvas, backView, el, figure, fmt, palette } from './svg-kit';

const shelfColours = [
  palette.navy,
  palette.blue,
  palette.sky,
  palette.amber,
  palette.honey,
  palette.leaf,
  palette.forest,
  palette.stone,
] as const;

export function room(c: Canvas, floorY: number, wall: string, floor: string): string {
  return (
    el('rect', { width: c.w, height: c.h, fill: wall }) +
    el('rect', { y: floorY, width: c.w, height: c.h - floorY, fill: floor }) +
    el('rect', { y: floorY - c.h * 0.015, width: c.w, height: c.h * 0.015, fill: palette.stone })
  );
}

function windowPane(c: Canvas, x: number, y: number, w: number, h: number): string {
  return (
    el('rect', { x, y, width: w, height: h, fill: '#cfe2f3', stroke: palette.white, 'stroke-width': c.h * 0.015 }) +
    el('path', {
      d: `M${fmt(x)} ${fmt(y + h)}v${fmt(-h * 0.25)}q${fmt(w / 2)} ${fmt(-h * 0.3)} ${fmt(w)} 0v${fmt(h * 0.25)}z`,
      fill: palette.grass,
    }) +
    el('path', {
      d: `M${fmt(x + w / 2)} ${fmt(y)}v${fmt(h)}M${fmt(x)} ${fmt(y + h / 2)}h${fmt(w)}`,
      stroke: palette.white,
      'stroke-width': c.h * 0.012,
    }) +
    el('rect', { x, y, width: w, height: h, fill: 'none', stroke: palette.stone, 'stroke-width': c.h * 0.006 })
  );
}

function wallClock(c: Canvas, x: number, y: number): string {
  const r = c.h * 0.045;
  return (
    el('circle', { cx: x, cy: y, r, fill: palette.white, stroke: palette.navy, 'stroke-width': r * 0.15 }) +
    el('path', {
      d: `M${fmt(x)} ${fmt(y - r * 0.65)}V${fmt(y)}l${fmt(r * 0.45)} ${fmt(r * 0.25)}`,
      stroke: palette.navy,
      'stroke-width': r * 0.12,
      fill: 'none',
    })
  );
}

function chalkDrawing(c: Canvas, x: number, y: number, size: number): string {
  const chalk = {
    stroke: palette.white,
    'stroke-width': size * 0.04,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: 0.85,
  };
  switch (c.rng.int(0, 2)) {
    case 0:
      return el('path', {
        ...chalk,
        d: `M${fmt(x)} ${fmt(y + size)}l${fmt(size * 0.5)} ${fmt(-size)}l${fmt(size * 0.5)} ${fmt(size)}z`,
      });
    case 1:
      return (
        el('circle', { ...chalk, cx: x + size / 2, cy: y + size / 2, r: size / 2 }) +
        el('path', { ...chalk, d: `M${fmt(x + size / 2)} ${fmt(y + size / 2)}h${fmt(size / 2)}` })
      );
    default:
      return el('path', {
        ...chalk,
        d: `M${fmt(x)} ${fmt(y)}v${fmt(size)}h${fmt(size)}M${fmt(x + size * 0.2)} ${fmt(y + size)}v${fmt(-size * 0.4)}M${fmt(x + size * 0.5)} ${fmt(y + size)}v${fmt(-size * 0.75)}M${fmt(x + size * 0.8)} ${fmt(y + size)}v${fmt(-size * 0.55)}`,
      });
  }
}

function desk(c: Canvas, x: number, y: number, w: number): string {
  return (
    el('rect', { x: x - w / 2, y, width: w, height: c.h * 0.03, fill: palette.bark }) +
    el('path', {
      d: `M${fmt(x - w * 0.42)} ${fmt(y)}v${fmt(c.h * 0.09)}M${fmt(x + w * 0.42)} ${fmt(y)}v${fmt(c.h * 0.09)}`,
      stroke: palette.slate,
      'stroke-width': c.h * 0.012,
    })
  );
}

export function classroom(c: Canvas): string {
  const floorY = c.h * 0.64;
  let out = room(c, floorY, c.rng.pick([palette.cream, '#e9f0f7', '#eef3e6']), '#d9c3a0');
  const boardW = Math.min(c.w * 0.5, c.h * 0.95);
  const boardX = c.w / 2 - boardW / 2 + c.w * c.rng.range(-0.08, 0.08);
  const boardY = c.h * 0.1;
  const boardH = c.h * 0.3;
  out += el('rect', {
    x: boardX - c.h * 0.015,
    y: boardY - c.h * 0.015,
    width: boardW + c.h * 0.03,
    height: boardH + c.h * 0.03,
    fill: palette.bark,
  });
  out += el('rect', { x: boardX, y: boardY, width: boardW, height: boardH, fill: '#2f5848' });
  let lines = '';
  for (let i = 0; i < 3; i++)
    lines += `M${fmt(boardX + boardW * 0.08)} ${fmt(boardY + boardH * (0.25 + i * 0.22))}h${fmt(boardW * c.rng.range(0.25, 0.45))}`;
  out += el('path', {
    d: lines,
    stroke: palette.white,
    'stroke-width': c.h * 0.008,
    'stroke-linecap': 'round',
    opacity: 0.75,
  });
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

function bookPattern(c: Canvas, id: string, x: number, y: number, rowH: number, pitch: number): string {
  const tile = rowH * 2.4;
  let books = '';
  for (let bx = 0; bx < tile - rowH * 0.12;) {
    const w = rowH * c.rng.range(0.1, 0.2);
    const h = rowH * c.rng.range(0.62, 0.92);
    books += el('rect', { x: bx, y: rowH - h, width: w * 0.92, height: h, fill: c.rng.pick(shelfColours) });
    bx += w;
  }
  return el('pattern', { id, x, y, width: tile, height: pitch, patternUnits: 'userSpaceOnUse' }, books);
}

function openBook(x: number, y: number, w: number): string {
  return el('path', {
    d: `M${fmt(x)} ${fmt(y)}l${fmt(-w / 2)} ${fmt(-w * 0.08)}l${fmt(-w * 0.06)} ${fmt(w * 0.3)}h${fmt(w * 1.12)}l${fmt(-w * 0.06)} ${fmt(-w * 0.3)}z`,
    fill: palette.white,
    stroke: palette.stone,
    'stroke-width': w * 0.03,
  });
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
    out += el('rect', {
      x: shelfX,
      y: top + board + i * pitch,
      width: shelfW,
      height: rowH,
      fill: `url(#${ids[i % 2]})`,
    });
  }
  const tableY = c.h * 0.8;
  const readers = Math.max(2, Math.round(c.w / (c.h * 0.5)));
  for (let i = 0; i < readers; i++) out += figure(c, (c.w * (i + 0.5)) / readers, tableY + c.h * 0.2, c.h * 0.42);
  out += el('rect', { x: c.w * 0.06, y: tableY, width: c.w * 0.88, height: c.h * 0.04, fill: palette.bark });
  out += el('rect', { x: c.w * 0.08, y: tableY + c.h * 0.04, width: c.w * 0.84, height: c.h * 0.16, fill: '#a8835f' });
  for (let i = 0; i < readers; i++) out += openBook((c.w * (i + 0.5)) / readers, tableY, c.h * 0.14);
  return out;
}

/** Curtain and backdrop pairs: the hall is dressed in blue or in green. */
const drapes = [
  [palette.blue, '#2a4f85'],
  [palette.forest, '#2f5d4a'],
] as const;

export function stage(c: Canvas, music: boolean): string {
  const stageY = c.h * 0.68;
  const [curtain, backdrop] = c.rng.pick(drapes);
  let out = el('rect', { width: c.w, height: c.h, fill: palette.navy });
  out += el('rect', { x: c.w * 0.08, y: c.h * 0.12, width: c.w * 0.84, height: stageY - c.h * 0.12, fill: backdrop });
  out += el('rect', { width: c.w, height: c.h * 0.1, fill: palette.navy });
  out += el('rect', { y: c.h * 0.1, width: c.w, height: c.h * 0.02, fill: palette.amber });
  if (c.rng.chance(0.6)) {
    const id = c.ref('bunting');
    const flag = c.h * 0.06;
    const flags = [palette.amber, palette.white, palette.grass].map((fill, i) =>
      el('path', { d: `M${fmt(i * flag)} 0h${fmt(flag * 0.9)}l${fmt(-flag * 0.45)} ${fmt(flag * 0.9)}z`, fill }),
    );
    out += `<defs>${el('pattern', { id, width: flag * 3, height: flag, patternUnits: 'userSpaceOnUse' }, flags.join(''))}</defs>`;
    out += el('rect', { y: c.h * 0.14, width: c.w, height: flag, fill: `url(#${id})` });
  } else {
    out += el('rect', {
      x: c.w * 0.3,
      y: c.h * 0.16,
      width: c.w * 0.4,
      height: c.h * 0.07,
      rx: c.h * 0.01,
      fill: palette.honey,
    });
  }
  for (let i = c.rng.int(1, 3); i > 0; i--) {
    const x = c.w * c.rng.range(0.25, 0.75);
    out += el('path', {
      d: `M${fmt(x - c.h * 0.04)} ${fmt(c.h * 0.12)}h${fmt(c.h * 0.08)}L${fmt(x + c.h * 0.3)} ${fmt(stageY)}H${fmt(x - c.h * 0.3)}z`,
      fill: palette.honey,
      opacity: 0.2,
    });
  }
  const drape = c.w * 0.12;
  out += el('path', {
    d: `M0 0h${fmt(drape)}q${fmt(-drape * 0.2)} ${fmt(c.h * 0.4)} ${fmt(-drape * 0.6)} ${fmt(c.h * 0.55)}q${fmt(drape * 0.2)} ${fmt(c.h * 0.1)} ${fmt(drape * 0.2)} ${fmt(stageY - c.h * 0.55)}H0z`,
    fill: curtain,
  });
  out += el('path', {
    d: `M${fmt(c.w)} 0h${fmt(-drape)}q${fmt(drape * 0.2)} ${fmt(c.h * 0.4)} ${fmt(drape * 0.6)} ${fmt(c.h * 0.55)}q${fmt(-drape * 0.2)} ${fmt(c.h * 0.1)} ${fmt(-drape * 0.2)} ${fmt(stageY - c.h * 0.55)}H${fmt(c.w)}z`,
    fill: curtain,
  });
  const performers = c.rng.int(2, Math.max(2, Math.round(c.w / (c.h * 0.3))));
  const costume = c.rng.pick([palette.amber, palette.honey, palette.white]);
  for (let i = 0; i < performers; i++) {
    const x = c.w * (0.2 + (0.6 * (i + c.rng.range(0.3, 0.7))) / performers);
    out += figure(c, x, stageY + c.h * 0.03, c.h * c.rng.range(0.28, 0.36), i % 2 ? costume : palette.leaf);
    if (music && i % 2 === 0)
      out += el('path', {
        d: `M${fmt(x + c.h * 0.07)} ${fmt(stageY + c.h * 0.03)}v${fmt(-c.h * 0.24)}l${fmt(-c.h * 0.03)} ${fmt(-c.h * 0.02)}`,
        stroke: palette.slate,
        'stroke-width': c.h * 0.008,
        fill: 'none',
      });
  }
  out += el('rect', { y: stageY, width: c.w, height: c.h * 0.05, fill: '#c8955f' });
  out += el('rect', { y: stageY + c.h * 0.05, width: c.w, height: c.h * 0.3, fill: palette.bark });
  const seat = c.h * 0.16;
  for (let x = seat * c.rng.range(0.3, 0.8); x < c.w; x += seat * c.rng.range(0.9, 1.1))
    out += backView(c, x, c.h * 1.02, c.h * 0.22, '#26446f');
  return out;
}
