/**
 * Video addresses for the player (spec section 7): every YouTube form becomes
 * https://www.youtube.com/embed/<id>; anything else, garbage included, is used
 * exactly as given.
 */
import { describe, expect, it } from 'vitest';
import { isWebAddress, isYouTubePlayer, toEmbedUrl } from './video-embed';

const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('toEmbedUrl', () => {
  it.each([
    ['a watch address', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a watch address with a start time and playlist', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=12s&list=PL123'],
    ['a watch address with the id after other parameters', 'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['a watch address without www', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a mobile watch address', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a plain-http watch address', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a short link', 'https://youtu.be/dQw4w9WgXcQ'],
    ['a short link with a share id', 'https://youtu.be/dQw4w9WgXcQ?si=AbCdEf123456'],
    ['a short link with a start time', 'https://youtu.be/dQw4w9WgXcQ?t=42'],
    ['a Shorts address', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['a Shorts address with a share id', 'https://youtube.com/shorts/dQw4w9WgXcQ?si=xyz'],
    ['an embed address', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['an embed address with parameters', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30'],
    ['a privacy-enhanced embed address', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['a live address', 'https://www.youtube.com/live/dQw4w9WgXcQ'],
    ['an address with spaces around it', '  https://youtu.be/dQw4w9WgXcQ \n'],
  ])('turns %s into the embed form', (_case, address) => {
    expect(toEmbedUrl(address)).toBe(embed);
  });

  it('keeps ids with dashes and underscores', () => {
    expect(toEmbedUrl('https://youtu.be/a-b_C12345')).toBe('https://www.youtube.com/embed/a-b_C12345');
  });

  it.each([
    ['a Vimeo address', 'https://vimeo.com/76979871'],
    ['a video file', 'https://cdn.example.org/videos/annual-day.mp4'],
    ['a site-relative path', '/api/image/videos/annual-day.mp4'],
    ['garbage', 'not a url at all'],
    ['an empty string', ''],
    ['a YouTube channel page', 'https://www.youtube.com/@SchoolChannel'],
    ['a YouTube playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['a watch address without an id', 'https://www.youtube.com/watch?t=12s'],
    ['a short link without an id', 'https://youtu.be/'],
    ['a look-alike host', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike short host', 'https://youtu.be.example.com/dQw4w9WgXcQ'],
  ])('returns %s as given', (_case, address) => {
    expect(toEmbedUrl(address)).toBe(address);
  });

  it.each([
    ['a script in the id', 'https://www.youtube.com/watch?v=abc"><script>'],
    ['a path in the id', 'https://www.youtube.com/watch?v=../../evil'],
    ['a percent-encoded id', 'https://youtu.be/abc%20defgh'],
    ['a too-short id', 'https://youtu.be/abc'],
    ['a too-long id', `https://youtu.be/${'a'.repeat(40)}`],
    ['a javascript address', 'javascript:alert(1)'],
  ])('does not convert %s', (_case, address) => {
    expect(toEmbedUrl(address)).toBe(address);
  });
});

describe('isWebAddress', () => {
  it.each(['https://www.youtube.com/embed/abcdefghijk', 'http://example.org/v.mp4', ' https://vimeo.com/1 '])(
    '%s may be framed',
    (address) => expect(isWebAddress(address)).toBe(true),
  );
  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url', '', '/videos/v.mp4', 'ftp://example.org/v.mp4'])(
    '%s may not',
    (address) => expect(isWebAddress(address)).toBe(false),
  );
});

describe('isYouTubePlayer', () => {
  it('is true only for the embed form toEmbedUrl produces', () => {
    expect(isYouTubePlayer(toEmbedUrl('https://youtu.be/abcdefghijk'))).toBe(true);
    expect(isYouTubePlayer('https://videos.example.org/sci.mp4')).toBe(false);
    expect(isYouTubePlayer('https://www.youtube.com/watch?v=abcdefghijk')).toBe(false);
  });
});
