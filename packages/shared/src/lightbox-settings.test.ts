/**
 * The image viewer's numbers of spec sections 5 and 9: the slideshow interval,
 * the maximum zoom clamped between 1 and 24 (default 8), and the wrapping
 * start index.
 */
import { describe, expect, it } from 'vitest';
import { clampMaxZoom, lightboxSettings, wrapIndex } from './lightbox-settings';

describe('lightboxSettings', () => {
  it('plays the slideshow every 1700 ms', () => {
    expect(lightboxSettings.slideshowDelayMs).toBe(1700);
  });

  it('has the mobile breakpoint at 768 px', () => {
    expect(lightboxSettings.mobileBreakpointPx).toBe(768);
  });

  it('limits the zoom between 1 and 24, with 8 by default', () => {
    expect(lightboxSettings.maxZoom).toEqual({ min: 1, max: 24, default: 8 });
  });
});

describe('clampMaxZoom', () => {
  it.each([
    ['nothing given', undefined, 8],
    ['not a number', Number.NaN, 8],
    ['the default itself', 8, 8],
    ['the lowest allowed', 1, 1],
    ['the highest allowed', 24, 24],
    ['a value in range', 12.5, 12.5],
    ['below 1', 0.5, 1],
    ['zero', 0, 1],
    ['a negative value', -3, 1],
    ['above 24', 25, 24],
    ['far above 24', 1000, 24],
    ['infinity', Number.POSITIVE_INFINITY, 24],
  ])('gives %s -> the right maximum', (_case, value, expected) => {
    expect(clampMaxZoom(value)).toBe(expected);
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [7, 5, 2],
    [-1, 5, 4],
    [-6, 5, 4],
    [-10, 5, 0],
    [3, 1, 0],
  ])('index %i of %i slides starts at %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });

  it('starts at 0 when there are no slides or the index is not a number', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });

  it('drops a fraction', () => {
    expect(wrapIndex(2.7, 5)).toBe(2);
  });
});
