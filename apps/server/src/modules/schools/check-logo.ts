/**
 * What an uploaded logo is, by its content (never its name), and the bytes that are stored.
 *
 * A PNG is decoded by sharp within a pixel limit and encoded again: no metadata survives, and it is kept to
 * `logoLimits.pngLongSide`. An SVG is text that a browser runs as a document when it is opened on its own, so it
 * is parsed as XML (jsdom) and sanitised by DOMPurify with its SVG profile, plus our own rules: an href may only name
 * a `#fragment` of the same drawing, and no `url()` in an attribute or a style sheet may name anything else.
 *
 * What is removed decides what happens. A script, an event handler, a foreignObject or a reference to anything
 * outside the drawing is refused, with words that say which: taking it out would silently change what the school
 * made, or hide that the file was not what it seemed. Anything else DOMPurify leaves out (a drawing program's own
 * elements and attributes, such as Inkscape's `sodipodi:namedview`) is dropped quietly, and the sanitised SVG is
 * what is stored, so even a rule this file forgot can only make a logo plainer, never let a script through.
 */
import { readFile } from 'node:fs/promises';
import createDOMPurify from 'dompurify';
import { fileTypeFromBuffer } from 'file-type';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { logoLimits, logoMessages, type LogoType } from '@school/shared/school-logo';
import type { Checked } from '../files/check-upload';

export interface CheckedLogo {
  type: LogoType;
  data: Buffer;
  width: number;
  height: number;
}

const refused = (status: 400 | 413 | 415, message: string): Checked<never> => ({ ok: false, status, message });

const svgNamespace = 'http://www.w3.org/2000/svg';

/** Elements whose removal means the file tried to run or embed something: refused, not quietly cleaned. */
const scriptElements = new Set(['script', 'handler', 'listener']);
const embeddingElements = new Set(['foreignobject', 'iframe', 'embed', 'object']);

/** A `url(...)` naming anything but a fragment of this drawing: `url(#a)` is fine, `url(http://…)` is not. */
const outsideUrl = /url\s*\(\s*(?!['"]?\s*#)/i;
/** A style sheet that pulls in another: `@import` (a URL or a string). */
const styleImport = /@import/i;

/** The numbers of a viewBox, or width and height in user units (`12`, `12px`, `12.5`); otherwise undefined. */
function sizeOf(svg: Element): { width: number; height: number } | undefined {
  const box = svg
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: box[2]!, height: box[3]! };
  }
  const length = (name: string) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(svg.getAttribute(name) ?? '');
    return match ? Number(match[1]) : undefined;
  };
  const width = length('width');
  const height = length('height');
  if (width && height) {
    // A drawing with no viewBox does not scale to the box it is shown in; now it does.
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    return { width, height };
  }
  return undefined;
}

/** Sanitises an SVG's text: the SVG as stored, or why it is refused. */
export function sanitiseSvg(text: string): Checked<{ svg: string; width: number; height: number }> {
  // Entities can expand a small file into gigabytes, or read other files in parsers that allow it.
  if (/<!ENTITY/i.test(text)) return refused(400, logoMessages.svgEntities);
  let dom: JSDOM;
  try {
    dom = new JSDOM(text, { contentType: 'image/svg+xml' });
  } catch {
    return refused(400, logoMessages.unreadableSvg);
  }
  const { window } = dom;
  try {
    const root = window.document.documentElement;
    if (root.localName !== 'svg' || root.namespaceURI !== svgNamespace) {
      return refused(400, logoMessages.unreadableSvg);
    }
    const found = new Set<keyof typeof logoMessages>();
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (
        data.tagName === 'style' &&
        (outsideUrl.test(node.textContent ?? '') || styleImport.test(node.textContent ?? ''))
      ) {
        found.add('svgExternal');
      }
    });
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      const external =
        ((name === 'href' || name.endsWith(':href')) && !value.startsWith('#')) ||
        outsideUrl.test(value) ||
        (name === 'style' && styleImport.test(value));
      if (external) {
        found.add('svgExternal');
        data.keepAttr = false;
      }
    });
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // A <use> of a symbol in the same drawing is common in exported logos; its href is held to a #fragment above.
      ADD_TAGS: ['use'],
      // Animation can set an href or an event attribute after the sanitiser has looked.
      FORBID_TAGS: ['animate', 'set'],
    });
    for (const removed of purify.removed) {
      if ('element' in removed && removed.element) {
        const name = (removed.element as Element).localName?.toLowerCase() ?? '';
        if (scriptElements.has(name)) found.add('svgScript');
        if (embeddingElements.has(name)) found.add('svgForeignObject');
      } else if ('attribute' in removed && removed.attribute) {
        if (/^on/i.test(removed.attribute.name)) found.add('svgHandler');
      }
    }
    // The most telling reason first: a script, then handlers, then embedded HTML, then outside references.
    const reason = (['svgScript', 'svgHandler', 'svgForeignObject', 'svgExternal'] as const).find((key) =>
      found.has(key),
    );
    if (reason) return refused(400, logoMessages[reason]);
    const size = sizeOf(root);
    if (!size) return refused(400, logoMessages.svgWithoutSize);
    const svg = new window.XMLSerializer().serializeToString(root);
    return { ok: true, value: { svg, ...size } };
  } finally {
    window.close();
  }
}

/** A PNG, decoded within the pixel limit and encoded again: no metadata, at most `pngLongSide`. */
async function checkPng(data: Buffer): Promise<Checked<CheckedLogo>> {
  try {
    const { data: png, info } = await sharp(data, { failOn: 'truncated', limitInputPixels: logoLimits.pixels })
      .resize({
        width: logoLimits.pngLongSide,
        height: logoLimits.pngLongSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, value: { type: 'image/png', data: png, width: info.width, height: info.height } };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    return refused(400, pixels ? logoMessages.tooManyPixels : logoMessages.unreadablePng);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** An uploaded logo, by its content: a PNG or an SVG, checked and made safe as above. */
export async function checkLogo(tempPath: string, size: number): Promise<Checked<CheckedLogo>> {
  if (size > logoLimits.bytes) return refused(413, logoMessages.tooLarge);
  const data = await readFile(tempPath);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === 'image/png') return checkPng(data);
  // An SVG is text, which file-type does not name (or names as XML); anything it does name is something else.
  if (type && type.ext !== 'xml') return refused(415, logoMessages.notALogo);
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    return refused(415, logoMessages.notALogo);
  }
  if (!/<svg[\s>]/.test(text)) return refused(415, logoMessages.notALogo);
  const sanitised = sanitiseSvg(text);
  if (!sanitised.ok) return sanitised;
  const { svg, width, height } = sanitised.value;
  return { ok: true, value: { type: 'image/svg+xml', data: Buffer.from(svg), width, height } };
}
