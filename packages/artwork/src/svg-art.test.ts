// @vitest-environment node
import type { SiteImage } from '@school/shared/site-schema';
import { describe, expect, it } from 'vitest';
import { renderImageSvg } from './svg-art';
import { initialsFrom } from './svg-badges';
import { posterHeading } from './svg-poster';

/**
 * A strict check for the subset of XML the generator writes: elements,
 * double-quoted attributes and text, with `&` only in entities. Returns the
 * element names in document order so tests can look at the structure.
 */
function parseXml(xml: string): string[] {
  const entity = '&(?:#\\d+|amp|lt|gt|quot|apos);';
  const token = new RegExp(
    `<(/?)([a-zA-Z][\\w:-]*)((?:\\s+[\\w:-]+="(?:[^"<&]|${entity})*")*)\\s*(/?)>|(?:[^<&]|${entity})+`,
    'y',
  );
  const open: string[] = [];
  const names: string[] = [];
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [, closing, name, attrs = '', selfClosing] = match;
    if (!name) continue;
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes the wrong element at ${at}`);
      continue;
    }
    const attrNames = [...attrs.matchAll(/([\w:-]+)="/g)].map((m) => m[1]);
    if (new Set(attrNames).size !== attrNames.length) throw new Error(`repeated attribute on <${name}> at ${at}`);
    names.push(name);
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join('>, <')}>`);
  return names;
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

const kinds: SiteImage['kind'][] = ['photo', 'banner', 'portrait', 'logo', 'icon', 'poster'];

const samples: SiteImage[] = [
  { id: 'home-banner', alt: 'The main school building on a clear morning', width: 1600, height: 600, kind: 'banner' },
  { id: 'sports-banner', alt: 'Runners on the school track on sports day', width: 1600, height: 600, kind: 'banner' },
  {
    id: 'assembly-banner',
    alt: 'Students gathered for the morning assembly',
    width: 1200,
    height: 500,
    kind: 'banner',
  },
  { id: 'map', alt: 'Street map with the school marked', width: 1200, height: 600, kind: 'banner' },
  { id: 'class', alt: 'A teacher at the board in a classroom', width: 1200, height: 800, kind: 'photo' },
  { id: 'sport', alt: 'A football match on the school field', width: 1200, height: 800, kind: 'photo' },
  { id: 'lab', alt: 'Students at work in the chemistry lab', width: 1200, height: 800, kind: 'photo' },
  { id: 'robot', alt: 'Students testing a robot they built', width: 1200, height: 800, kind: 'photo' },
  { id: 'computers', alt: 'Class VIII students at rows of computers', width: 1200, height: 800, kind: 'photo' },
  { id: 'library', alt: 'Senior students reading in the library', width: 1200, height: 800, kind: 'photo' },
  { id: 'bus', alt: 'School buses arriving in the morning', width: 1200, height: 800, kind: 'photo' },
  { id: 'stage', alt: 'A dance performance on the assembly stage', width: 1200, height: 800, kind: 'photo' },
  { id: 'music', alt: 'The school choir singing at the music festival', width: 1200, height: 800, kind: 'photo' },
  { id: 'trip', alt: 'Class IX on their excursion to Mysore Palace', width: 1200, height: 800, kind: 'photo' },
  { id: 'devices', alt: 'Illustration of the school ERP app on a phone', width: 1200, height: 800, kind: 'photo' },
  { id: 'courtyard', alt: 'Friends sharing lunch boxes', width: 1200, height: 800, kind: 'photo' },
  { id: 'principal', alt: 'Portrait of the Principal', width: 400, height: 400, kind: 'portrait' },
  { id: 'crest', alt: 'Harmony Valley Public School crest', width: 128, height: 128, kind: 'logo' },
  { id: 'tile', alt: 'Globe icon for the model United Nations', width: 96, height: 96, kind: 'icon' },
  { id: 'notice', alt: 'Poster headed We are Hiring, listing vacancies', width: 800, height: 1100, kind: 'poster' },
];

describe('renderImageSvg', () => {
  it.each(samples)('draws $id as a well-formed, self-contained SVG', (image) => {
    const svg = renderImageSvg(image);
    const names = parseXml(svg);
    expect(names.slice(0, 2)).toEqual(['svg', 'title']);
    const { width, height } = image;
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
      ),
    );
    expect(names).not.toContain('script');
    expect(names).not.toContain('image');
    expect(names).not.toContain('foreignObject');
    expect(svg).not.toMatch(/NaN|Infinity|href="(?!#)|url\((?!#)/);
    for (const [, family] of svg.matchAll(/font-family="([^"]*)"/g)) expect(family).toBe('sans-serif');
    expect(svg.length).toBeLessThan(6 * 1024);
  });

  it.each(kinds)('escapes the alt text in the <title> and any printed text of a %s', (kind) => {
    const alt = 'Poster <b> & "quotes" for Tom\'s <class>';
    const svg = renderImageSvg({ id: 'escaping', alt, width: 640, height: 480, kind });
    parseXml(svg);
    const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
    expect(decodeEntities(title)).toBe(alt);
    expect(svg).not.toContain('<b>');
  });

  it.each(kinds)('keeps a %s whole and finite at odd sizes', (kind) => {
    for (const [width, height] of [
      [16, 16],
      [90, 600],
      [2400, 200],
      [601, 899],
    ] as const) {
      const svg = renderImageSvg({ id: `odd-${width}`, alt: 'Students in the courtyard', width, height, kind });
      parseXml(svg);
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg).not.toMatch(/NaN|Infinity|(?:width|height|r|rx|ry)="-/);
    }
  });

  it.each(kinds)('gives the same %s the same bytes on every run', (kind) => {
    const image: SiteImage = {
      id: 'same-every-time',
      alt: 'Students on the school field',
      width: 800,
      height: 600,
      kind,
    };
    expect(renderImageSvg(image)).toBe(renderImageSvg({ ...image }));
  });

  it.each(kinds)('draws a different %s for each id', (kind) => {
    const ids = ['first-picture', 'second-picture', 'third-picture', 'fourth-picture'];
    const bodies = ids.map((id) =>
      renderImageSvg({ id, alt: 'Students on the school field', width: 800, height: 600, kind }),
    );
    // Ids also appear inside gradient and pattern names, so compare with those taken out.
    const art = bodies.map((svg, i) => svg.replaceAll(ids[i]!, 'ID'));
    expect(new Set(art).size).toBe(ids.length);
  });

  it('picks a different scene for each subject of a photo', () => {
    const photos = samples.filter((image) => image.kind === 'photo');
    const scenes = photos.map((image) => renderImageSvg({ ...image, id: 'one-seed' }));
    expect(new Set(scenes).size).toBe(photos.length);
  });
});

describe('initialsFrom', () => {
  it.each([
    ['Harmony Valley Public School crest', 'HVPS'],
    ['Logo of the CBSE', 'CBSE'],
    ['Dipscoop e-magazine logo', 'D'],
    ['the school logo', 'S'],
    ['<&>', 'S'],
  ])('%s -> %s', (alt, initials) => {
    expect(initialsFrom(alt)).toBe(initials);
  });
});

describe('posterHeading', () => {
  it.each([
    ['Poster headed We are Hiring, listing teaching vacancies for 2025-26', 'We are Hiring'],
    ['Cover of the September 2025 issue: children holding lanterns', 'September 2025 issue'],
    ['Poster announcing the Annual Sports Meet 2025. Events for all classes.', 'Annual Sports Meet 2025'],
    ['admissions open for 2025-26', 'Admissions open for 2025-26'],
  ])('%s -> %s', (alt, heading) => {
    expect(posterHeading(alt)).toBe(heading);
  });
});
