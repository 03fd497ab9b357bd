/**
 * /favicon.ico, made from the site's own icon (the build's favicon.svg, which
 * every page links): browsers, feed readers and crawlers ask for /favicon.ico
 * whatever a page links, and older ones read no SVG.
 *
 * sharp draws the SVG at each size; an ICO file is then only a directory of
 * those PNG images (PNG inside ICO is read by current browsers and by Windows
 * since Vista), so the container is written here rather than taken from a
 * package.
 */
import sharp from 'sharp';

/** The sizes a browser tab, a taskbar and a Windows desktop shortcut pick from. */
const iconSizes = [16, 32, 48] as const;
/** Drawn at four times the SVG's own size, then scaled down, so that small sizes stay sharp. */
const drawingDensity = 72 * 4;

const directoryBytes = 6;
const entryBytes = 16;

export async function icoFromSvg(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(
    iconSizes.map(async (size) => ({
      size,
      png: await sharp(svg, { density: drawingDensity })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .ensureAlpha()
        .png()
        .toBuffer(),
    })),
  );

  // ICONDIR, then one ICONDIRENTRY per image, then the images (all numbers little-endian).
  const directory = Buffer.alloc(directoryBytes + entryBytes * images.length);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach(({ size, png }, index) => {
    const entry = directoryBytes + entryBytes * index;
    directory.writeUInt8(size, entry);
    directory.writeUInt8(size, entry + 1);
    // Bytes 2 and 3 stay 0: no palette, reserved.
    directory.writeUInt16LE(1, entry + 4); // colour planes
    directory.writeUInt16LE(32, entry + 6); // bits per pixel: RGBA
    directory.writeUInt32LE(png.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([directory, ...images.map(({ png }) => png)]);
}
