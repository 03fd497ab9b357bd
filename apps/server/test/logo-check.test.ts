/**
 * The logo's check (check-logo.ts): an SVG that would run or fetch anything is refused with words that say why,
 * one with only a drawing program's leftovers is stored without them, a clean one is kept as drawn; a PNG is
 * decoded within its limits and encoded again; anything else is refused by its content, whatever its name.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoLimits, logoMessages } from '@school/shared/school-logo';
import { checkLogo, sanitiseSvg } from '../src/modules/schools/check-logo';
import { plainJpeg } from './support/phone-photo';

const svgOf = (body: string, attributes = 'viewBox="0 0 100 50"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`;

const clean = svgOf(
  '<title>Crest</title><defs><linearGradient id="g"><stop offset="0" stop-color="#1d3c6e"/></linearGradient>' +
    '<path id="star" d="M0 0l5 10h-10z"/></defs><rect width="100" height="50" fill="url(#g)"/>' +
    '<use xlink:href="#star" x="20"/><use href="#star" x="60"/><text x="50" y="30">HVPS</text>',
);

const refusalOf = (svg: string) => {
  const checked = sanitiseSvg(svg);
  return checked.ok ? `kept: ${checked.value.svg}` : checked.message;
};

describe('sanitiseSvg', () => {
  it('keeps a clean SVG as it was drawn, with its size from the viewBox', () => {
    const checked = sanitiseSvg(clean);
    expect(checked).toEqual({ ok: true, value: { svg: clean, width: 100, height: 50 } });
  });

  it('refuses a script, saying so', () => {
    expect(refusalOf(svgOf('<script>alert(1)</script><rect width="1" height="1"/>'))).toBe(logoMessages.svgScript);
    expect(refusalOf(svgOf('<script xlink:href="https://evil.example/x.js"/>'))).toBe(logoMessages.svgScript);
  });

  it('refuses event handlers, on the svg element or any other', () => {
    expect(refusalOf(svgOf('<rect/>', 'viewBox="0 0 1 1" onload="alert(1)"'))).toBe(logoMessages.svgHandler);
    expect(refusalOf(svgOf('<rect onclick="alert(1)" onmouseover="x()"/>'))).toBe(logoMessages.svgHandler);
  });

  it('refuses embedded HTML in a foreignObject', () => {
    expect(
      refusalOf(svgOf('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">Hello</div></foreignObject>')),
    ).toBe(logoMessages.svgForeignObject);
  });

  it('refuses every reference outside the drawing: hrefs, data: URLs, url() in attributes and style sheets', () => {
    for (const body of [
      '<use xlink:href="https://evil.example/sprite.svg#logo"/>',
      '<use href="sprite.svg#logo"/>',
      '<image href="https://evil.example/tracker.png" width="1" height="1"/>',
      '<image href="data:text/html,%3Cscript%3Ealert(1)%3C/script%3E"/>',
      '<image xlink:href="data:image/png;base64,iVBORw0KGgo="/>',
      '<a href="javascript:alert(1)"><text>x</text></a>',
      '<a xlink:href="https://evil.example/"><text>x</text></a>',
      '<rect fill="url(https://evil.example/paint.svg#p)"/>',
      '<rect style="fill: url(\'http://evil.example/p.svg#p\')"/>',
      '<style>rect { fill: url(http://evil.example/p.svg#p) }</style><rect/>',
      '<style>@import "https://evil.example/look.css";</style><rect/>',
      '<style>@font-face { font-family: x; src: url(https://evil.example/font.woff2) }</style><text>x</text>',
    ]) {
      expect(refusalOf(svgOf(body)), body).toBe(logoMessages.svgExternal);
    }
  });

  it('names the script first when a file has several kinds of trouble', () => {
    expect(refusalOf(svgOf('<image href="https://evil.example/x.png"/><script>alert(1)</script>'))).toBe(
      logoMessages.svgScript,
    );
  });

  it("stores a drawing program's own elements and attributes left out, and gives a drawing without a viewBox one", () => {
    const inkscape = svgOf(
      '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/>' +
        '<rect xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="Layer 1" width="10" height="20"/>',
      'width="40px" height="20"',
    );
    const checked = sanitiseSvg(inkscape);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({ width: 40, height: 20 });
    expect(checked.value.svg).toContain('viewBox="0 0 40 20"');
    expect(checked.value.svg).toContain('<rect width="10" height="20"/>');
    expect(checked.value.svg).not.toMatch(/sodipodi|inkscape/);
  });

  it('takes animation out, which could set an href or a handler after the check', () => {
    const checked = sanitiseSvg(
      svgOf(
        '<rect><set attributeName="onclick" to="alert(1)"/><animate attributeName="href" to="javascript:x"/></rect>',
      ),
    );
    expect(checked.ok && checked.value.svg).toBe(svgOf('<rect/>'));
  });

  it('refuses entities, a drawing with no size, and text that is not a well-formed SVG', () => {
    expect(refusalOf(`<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>${svgOf('<text>&a;</text>')}`)).toBe(
      logoMessages.svgEntities,
    );
    expect(refusalOf(svgOf('<rect/>', ''))).toBe(logoMessages.svgWithoutSize);
    expect(refusalOf('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect>')).toBe(
      logoMessages.unreadableSvg,
    );
    expect(refusalOf('<html><body><svg/></body></html>')).toBe(logoMessages.unreadableSvg);
  });
});

describe('checkLogo', () => {
  let folder: string;
  const file = async (name: string, data: Buffer | string) => {
    const at = path.join(folder, name);
    await writeFile(at, data);
    return [at, Buffer.byteLength(data)] as const;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'logo-check-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('takes an SVG by its content and answers the sanitised bytes', async () => {
    const checked = await checkLogo(...(await file('logo.txt', `<?xml version="1.0"?>\n${clean}`)));
    expect(checked).toMatchObject({ ok: true, value: { type: 'image/svg+xml', width: 100, height: 50 } });
    expect(checked.ok && checked.value.data.toString()).toBe(clean);
  });

  it('encodes a PNG again, without its metadata, no larger than the limit', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: '#1d3c6e' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Someone private' } } })
      .png()
      .toBuffer();
    const checked = await checkLogo(...(await file('logo.svg', png)));
    expect(checked).toMatchObject({ ok: true, value: { type: 'image/png', width: 512, height: 256 } });
    if (!checked.ok) return;
    const stored = await sharp(checked.value.data).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
    expect(stored.exif).toBeUndefined();
  });

  it('refuses a JPEG called .svg, a text file, a broken PNG and one of too many pixels', async () => {
    expect(await checkLogo(...(await file('photo.svg', await plainJpeg('#336699', 40, 40))))).toEqual({
      ok: false,
      status: 415,
      message: logoMessages.notALogo,
    });
    expect(await checkLogo(...(await file('notes.svg', 'Just some words, not a drawing.')))).toMatchObject({
      status: 415,
      message: logoMessages.notALogo,
    });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await checkLogo(...(await file('cut.png', png.subarray(0, 60))))).toMatchObject({
      status: 400,
      message: logoMessages.unreadablePng,
    });
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(logoLimits.bytes);
    expect(await checkLogo(...(await file('huge.png', huge)))).toMatchObject({
      status: 400,
      message: logoMessages.tooManyPixels,
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const [at] = await file('big.svg', clean);
    expect(await checkLogo(at, logoLimits.bytes + 1)).toEqual({
      ok: false,
      status: 413,
      message: logoMessages.tooLarge,
    });
  });
});
