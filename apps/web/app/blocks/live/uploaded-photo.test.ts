import { describe, expect, it } from 'vitest';
import { photoSource, viewerPhoto } from '../../components/media/photo-source';
import { photoSrcSet, uploadedPhoto } from './uploaded-photo';

describe('an uploaded photo', () => {
  it('carries its address once; the addresses of its copies are worked out where it is drawn', () => {
    const photo = uploadedPhoto('gallery/sports-day/photo-1.jpg', 'The relay');
    expect(photo).toEqual({ src: '/api/image/gallery/sports-day/photo-1.jpg', alt: 'The relay', resized: true });
    expect(photoSrcSet(photo.src)).toBe(
      '/api/image/gallery/sports-day/photo-1.jpg?w=320&format=webp 320w, ' +
        '/api/image/gallery/sports-day/photo-1.jpg?w=640&format=webp 640w',
    );
  });

  it('is drawn with its copies, and the viewer is given them too', () => {
    const photo = uploadedPhoto('awards/chess.jpg', 'Chess gold');
    expect(photoSource(photo, '100vw')).toEqual({ src: photo.src, srcSet: photoSrcSet(photo.src), sizes: '100vw' });
    expect(viewerPhoto(photo)).toEqual({ src: photo.src, alt: 'Chess gold', srcSet: photoSrcSet(photo.src) });
  });

  it('a picture of the site’s own, standing in, has no copies to name', () => {
    const drawing = { src: '/generated/images/portrait-placeholder.svg', alt: 'Photo to follow', resized: false };
    expect(photoSource(drawing, '100vw')).toEqual({ src: drawing.src });
    expect(viewerPhoto(drawing)).toEqual({ src: drawing.src, alt: 'Photo to follow' });
  });
});
