/**
 * The building blocks every generated picture shares: one palette so the whole
 * site looks like one school, compact number formatting to keep files small,
 * and XML escaping for any text that comes from content.
 */
import type { Random } from './seeded-random';

export const palette = {
  navy: '#1d3c6e',
  blue: '#2f5d94',
  sky: '#8fb6dc',
  mist: '#dce8f4',
  amber: '#f0a530',
  honey: '#f7cf7f',
  cream: '#f8f4ea',
  sand: '#e8dcc4',
  stone: '#c9c0ae',
  slate: '#5b6472',
  leaf: '#5e9c6a',
  forest: '#3d7652',
  grass: '#a9d29a',
  meadow: '#cfe5c0',
  bark: '#8a674b',
  white: '#ffffff',
} as const;

export const skinTones = ['#8d5a3b', '#a86b45', '#c68b5e', '#e0ac7e', '#6f4530'] as const;
export const hairTones = ['#2b1d16', '#3b2a20', '#1c1c1c', '#4a3222'] as const;
/** School uniform shirts, plus the house colours children wear on sports days. */
export const shirtColours = [
  palette.white,
  palette.mist,
  palette.sky,
  palette.amber,
  palette.leaf,
  palette.honey,
] as const;

/** What a composition draws on: its size, a seeded source of variation and unique ids for defs. */
export interface Canvas {
  w: number;
  h: number;
  alt: string;
  rng: Random;
  /** An id for a gradient or pattern, unique to this picture in case pictures are ever inlined together. */
  ref(name: string): string;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One decimal place is invisible at any size we render and halves the file size. */
export function fmt(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Attrs = Record<string, string | number | undefined>;

export function el(tag: string, attrs: Attrs, children = ''): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${name}="${typeof value === 'number' ? fmt(value) : value}"`;
  }
  return children ? `${out}>${children}</${tag}>` : `${out}/>`;
}

export function verticalGradient(id: string, top: string, bottom: string): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom }),
  );
}

/**
 * Standing figure (feet at 0, 100 units tall) and seated back view (base at 0).
 * The head takes the `fill` of the <use>, the clothes its `color`, so one
 * definition serves every skin tone and uniform. The ids are fixed on purpose:
 * the definitions are identical in every picture, so a clash would be harmless.
 */
export const figureDefs =
  '<g id="fig"><path d="M-9-40h7v40h-7zM2-40h7v40h-7z" fill="#1d3c6e"/>' +
  '<path d="M-15-40v-26q0-10 10-10h10q10 0 10 10v26zM-15-66l-6 26h6zM15-66l6 26h-6z" fill="currentColor"/>' +
  '<circle cy="-88" r="12"/><path d="M-12.5-88a12.5 12.5 0 0 1 25 0q-12.5-8-25 0z" fill="#2b1d16"/></g>' +
  '<g id="back"><path d="M-17 0v-8q0-14 17-14t17 14v8z" fill="currentColor"/><circle cy="-30" r="11"/></g>';

function place(x: number, y: number, scale: number): string {
  return `translate(${fmt(x)} ${fmt(y)}) scale(${Math.round(scale * 1000) / 1000})`;
}

export function figure(c: Canvas, x: number, groundY: number, height: number, shirt?: string): string {
  return el('use', {
    href: '#fig',
    transform: place(x, groundY, height / 100),
    fill: c.rng.pick(skinTones),
    color: shirt ?? c.rng.pick(shirtColours),
  });
}

/** A pupil seen from behind, as from the back of a classroom or an audience. */
export function backView(c: Canvas, x: number, baseY: number, size: number, shirt?: string): string {
  return el('use', {
    href: '#back',
    transform: place(x, baseY, size / 40),
    fill: c.rng.pick(hairTones),
    color: shirt ?? c.rng.pick(shirtColours),
  });
}
