/**
 * The carousels' numbers of spec section 9: every carousel moves a slide in
 * 500 ms, and that speed reaches Embla as the `duration` whose slides arrive
 * within it.
 */
import { describe, expect, it } from 'vitest';
import {
  carouselSettings,
  emblaArrivalMs,
  emblaBreakpoints,
  emblaDuration,
  firstInSight,
  settingAt,
  stepsOutOfSight,
  type CarouselSettings,
} from './carousel-settings';

const perViewAt = (settings: CarouselSettings, width: number) => settingAt(settings.perView, width);

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

describe('slides per screen width (spec section 9)', () => {
  const { homeGallery, achievements } = carouselSettings;

  it('home gallery: 4 wide, 3 at 1024 px or below, 2 at 992 or below, 1 at 767 or below', () => {
    expect([1280, 1025, 1024, 993, 992, 768, 767, 481, 480, 320].map((width) => perViewAt(homeGallery, width))).toEqual(
      [4, 4, 3, 3, 2, 2, 1, 1, 1, 1],
    );
  });

  it('home gallery: moves 3 at a time only from 993 to 1024 px, and starts at the second album at 767 px or below', () => {
    expect([1280, 1024, 993, 992, 767].map((width) => settingAt(homeGallery.scrollBy, width) ?? 1)).toEqual([
      1, 3, 3, 1, 1,
    ]);
    expect([1280, 768, 767, 320].map((width) => settingAt(homeGallery.startAt, width) ?? 0)).toEqual([0, 0, 1, 1]);
  });

  it('achievements: 3 wide, 2 below 992 px, 1 below 767 px', () => {
    expect([1280, 992, 991, 767, 766, 320].map((width) => perViewAt(achievements, width))).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('gives Embla those settings as breakpoints, each wider one overriding the narrower', () => {
    expect(emblaBreakpoints(homeGallery)).toEqual({
      '(min-width: 993px)': { slidesToScroll: 3 },
      '(min-width: 1025px)': { slidesToScroll: 1 },
    });
    expect(emblaBreakpoints(carouselSettings.banner)).toEqual({});
  });
});

describe('what is in sight before a carousel runs', () => {
  const { homeGallery, achievements } = carouselSettings;

  it('home gallery: the second album alone at 767 px and below, the first four from 1025 px', () => {
    expect(firstInSight(homeGallery, 0, 8)).toBe(1);
    expect(firstInSight(homeGallery, 767, 8)).toBe(1);
    expect(firstInSight(homeGallery, 768, 8)).toBe(0);
    expect(stepsOutOfSight(homeGallery, 1, 8)).toEqual([]);
    expect(stepsOutOfSight(homeGallery, 0, 8)).toEqual([0, 481, 767]);
    expect(stepsOutOfSight(homeGallery, 3, 8)).toEqual([0, 481, 767, 768, 992, 993]);
    expect(stepsOutOfSight(homeGallery, 4, 8)).toEqual([0, 481, 767, 768, 992, 993, 1025, 1200]);
  });

  it('starts no later than a screenful from the end, and hides nothing when every slide fits', () => {
    expect(firstInSight(homeGallery, 0, 1)).toBe(0);
    expect(stepsOutOfSight(homeGallery, 0, 1)).toEqual([]);
    expect(stepsOutOfSight(achievements, 2, 3)).toEqual([0, 481, 767, 768]);
    expect(stepsOutOfSight(achievements, 1, 3)).toEqual([0, 481]);
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
