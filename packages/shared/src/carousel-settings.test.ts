/**
 * The carousels' numbers of spec section 9: every carousel moves a slide in
 * 500 ms, and that speed reaches Embla as the `duration` whose slides arrive
 * within it.
 */
import { describe, expect, it } from 'vitest';
import { carouselSettings, emblaArrivalMs, emblaDuration } from './carousel-settings';

describe('carouselSettings', () => {
  it.each(Object.entries(carouselSettings))('moves a %s slide in 500 ms', (_name, settings) => {
    expect(settings.speedMs).toBe(500);
  });

  it('keeps the spec autoplay intervals', () => {
    expect(carouselSettings.banner.autoplayMs).toBe(5000);
    expect(carouselSettings.homeGallery.autoplayMs).toBe(2000);
    expect(carouselSettings.achievements.autoplayMs).toBe(2000);
    expect(carouselSettings.generic.autoplayMs).toBe(3000);
  });
});

describe('emblaDuration', () => {
  it('turns 500 ms into 20, whose slides arrive in 483 ms', () => {
    expect(emblaDuration(500)).toBe(20);
    expect(emblaArrivalMs(20)).toBeCloseTo(483.3, 1);
  });

  it('is the slowest duration that still arrives in time', () => {
    for (const ms of [250, 500, 800, 1200]) {
      const duration = emblaDuration(ms);
      expect(emblaArrivalMs(duration)).toBeLessThanOrEqual(ms);
      expect(emblaArrivalMs(duration + 1)).toBeGreaterThan(ms);
    }
  });

  it("matches Embla's own default: 25 takes 700 ms", () => {
    expect(emblaArrivalMs(25)).toBeCloseTo(700, 0);
  });

  it('takes longer for a larger duration', () => {
    const times = [5, 10, 20, 40].map(emblaArrivalMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
