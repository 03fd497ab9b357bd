/** Photos as the tests upload them: one as a phone takes it (with the details a phone adds), and a plain one. */
import sharp from 'sharp';

/** Turned on its side (EXIF orientation 6), with the camera's make and model and the GPS position. */
export function phonePhoto(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 4420/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .toBuffer();
}

/** A JPEG of one colour, with nothing but its pixels. */
export function plainJpeg(colour: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}
