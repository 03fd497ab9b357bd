/**
 * The carousels of spec sections 4 and 9, on the home page's banner (four
 * slides, 5000 ms): it advances by itself, wraps, answers the arrow keys and a
 * swipe, holds still while the pointer or keyboard focus is anywhere in it
 * (its arrows included), and stands still for a visitor who prefers reduced
 * motion. The dots mark the current slide with aria-current.
 *
 * Everything that moves by itself has a Pause / Play button (WCAG 2.2.2):
 * the header ticker, the news marquee, the banner and every auto-playing
 * carousel, /sports-DPS's "Latest News" box included. Each one is shown here
 * to stop the movement, and Play to start it again.
 *
 * The tests that watch autoplay install Playwright's clock before opening the page and move it on
 * (`passTime`) instead of waiting seconds of real time: the carousels' autoplay is a setTimeout and Embla
 * moves a slide in animation frames, both of which run on that clock. The ticker and the marquee are CSS
 * animations, which it does not drive, so their tests still watch them in real time.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPath } from '@school/shared/api-paths';
import { carouselSettings } from '@school/shared/carousel-settings';
import { messages } from '@school/shared/messages';
import { gotoHydrated } from './support/hydration';
import { carousel, scrollPastEveryCarousel } from './support/carousels';
import { openHomeBehindAnnouncements } from './support/home-page';
import { desktop, phone } from './support/viewports';
import { withMotion } from './support/motion';

// What moves by itself is what these tests watch.
test.use({ viewport: desktop, ...withMotion });

const banner = (page: Page) => page.getByRole('region', { name: 'Highlights of school life' });
const currentDot = (page: Page) => banner(page).locator('[aria-current="true"]');
const dots = (page: Page) => banner(page).getByRole('button', { name: /^Go to slide/ });
const bannerDelay = carouselSettings.banner.autoplayMs;
/** Longer than any carousel's autoplay delay, with time for the slide to move. */
const longestDelay = Math.max(...Object.values(carouselSettings).map((settings) => settings.autoplayMs));
const watchMs = longestDelay + 1_500;
/** Long enough for a slide that had started to move to arrive. */
const settleMs = Math.max(...Object.values(carouselSettings).map((settings) => settings.speedMs)) + 500;

/**
 * The home page with its banner started (its dots drawn). The page's clock runs in real time until a test moves it,
 * so on a busy machine the banner may have moved on from its first slide by then: tests start from the slide shown.
 */
async function openHome(page: Page) {
  await openHomeBehindAnnouncements(page);
  await expect(currentDot(page)).toHaveAccessibleName(/^Go to slide \d+$/);
}

/** The dot's name of the slide after or before the one whose dot is `name`, the banner wrapping at either end. */
async function slideBeside(page: Page, name: string, step: 1 | -1): Promise<string> {
  const count = await dots(page).count();
  const index = Number(name.replace('Go to slide ', '')) - 1;
  return `Go to slide ${((index + step + count) % count) + 1}`;
}

/** Takes the pointer and keyboard focus away from everything, so only the Pause button can hold things still. */
async function leaveAlone(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // The top corner of the page is the header's top bar: nothing that moves is under it.
  await page.mouse.move(5, 5);
  await page.mouse.move(0, 0);
}

/** A region by its exact name: "Highlights" is also the start of "Highlights of school life". */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Where each named carousel's slides are (Embla moves its track with a transform), read in one go. */
const trackPositions = (page: Page, names: string[]) =>
  page.evaluate(
    (names) =>
      names.map((name) => {
        const region = Array.from(document.querySelectorAll('[aria-roledescription="carousel"]')).find(
          (carousel) => carousel.getAttribute('aria-label') === name,
        );
        return region?.querySelector('[aria-roledescription="slide"]')?.parentElement?.style.transform ?? '';
      }),
    names,
  );

/**
 * Moves the page's clock (`page.clock.install()` before the page opened) on by `ms` in steps of half a second,
 * firing its timers and animation frames as they fall due, and stops early once `until` holds. The clock also runs
 * on by itself as real time passes, so at least `ms` pass. What a timer sets off outside the clock (React drawing a
 * moved slide, an effect starting the next timer) runs between the steps, as it would in real time.
 */
async function passTime(page: Page, ms: number, until?: () => Promise<boolean>) {
  for (let passed = 0; passed < ms; passed += 500) {
    await page.clock.runFor(Math.min(500, ms - passed));
    if (await until?.()) return;
  }
}

/**
 * The banner's slide now, by its dot's name. The page's clock runs in real time until a test moves it, so on a busy
 * machine the banner may already have moved on by the time something holds it still: what is held is whichever
 * slide shows then.
 */
const shownSlide = async (page: Page) => (await currentDot(page).getAttribute('aria-label')) ?? '';

/** Whether the banner has moved on from the slide whose dot is `name`, for `passTime` to stop at. */
const movedFrom = (page: Page, name: string) => async () => (await shownSlide(page)) !== name;

/** The carousels among `names` whose slides move within `ms` of the page's clock, each watched at every step. */
async function movingWithin(page: Page, names: string[], ms: number): Promise<string[]> {
  const from = await trackPositions(page, names);
  const moved = new Set<string>();
  await passTime(page, ms, async () => {
    const now = await trackPositions(page, names);
    for (const [index, name] of names.entries()) if (now[index] !== from[index]) moved.add(name);
    return moved.size === names.length;
  });
  return names.filter((name) => moved.has(name));
}

/** Where the first item of a CSS-animated ticker or marquee is drawn on screen. */
async function itemPosition(region: Locator) {
  const box = await region.getByRole('listitem').first().boundingBox();
  if (!box) throw new Error('the first item has no box');
  return { x: Math.round(box.x), y: Math.round(box.y) };
}

test('the banner advances by itself', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await leaveAlone(page);
  const from = await shownSlide(page);
  await passTime(page, bannerDelay + settleMs, movedFrom(page, from));
  await expect(currentDot(page)).toHaveAccessibleName(await slideBeside(page, from, 1));
});

test('the arrows and arrow keys move it, and it wraps from the first slide to the last', async ({ page }) => {
  await openHome(page);
  const previous = banner(page).getByRole('button', { name: 'Previous slide: Highlights of school life' });
  // The pointer on the arrow holds the banner still, so each press is the only thing that moves it.
  await previous.hover();
  const slides = await dots(page).count();
  let shown = await shownSlide(page);
  // Back once round the banner, from whichever slide shows: one of the presses goes from the first to the last.
  for (let press = 0; press < slides; press += 1) {
    const expected = await slideBeside(page, shown, -1);
    await previous.click();
    await expect(currentDot(page)).toHaveAccessibleName(expected);
    shown = expected;
  }
  // Focus stays on the arrow, inside the carousel, so the keys reach it (and autoplay waits while it has focus).
  for (let press = 0; press < 2; press += 1) {
    const expected = await slideBeside(page, shown, 1);
    await page.keyboard.press('ArrowRight');
    await expect(currentDot(page)).toHaveAccessibleName(expected);
    shown = expected;
  }
});

/** Embla's own script, a chunk that a carousel asks for once it comes near the screen (use-embla.ts). */
const emblaScript = '**/assets/embla-carousel*.js';

test('an arrow pressed while the carousel’s script is on its way moves it once the script has come', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(emblaScript, async (route) => {
    await held;
    await route.continue();
  });
  await openHomeBehindAnnouncements(page);
  // Still as the server drew it: no dots, which come once Embla has counted the stops.
  await expect(dots(page)).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Next slide: Highlights of school life' }).click();

  release();
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 2');
});

test('a carousel whose script did not load asks for it again at a press on its arrow, and moves', async ({ page }) => {
  let asked = 0;
  await page.route(emblaScript, (route) => {
    asked += 1;
    return asked === 1 ? route.abort() : route.continue();
  });
  const keptStill = page.waitForEvent('console', (message) => message.text().startsWith('The carousel stays still'));
  await openHomeBehindAnnouncements(page);
  await keptStill;
  await expect(dots(page)).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Next slide: Highlights of school life' }).click();
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 2');
  expect(asked).toBe(2);
});

test('a swipe moves to the next slide', async ({ page }) => {
  await openHome(page);
  const box = await banner(page).boundingBox();
  if (!box) throw new Error('the banner has no box');
  const y = box.y + box.height / 3;
  // The pointer over the banner holds it still: the swipe is the only thing that moves it.
  await page.mouse.move(box.x + box.width * 0.8, y);
  const next = await slideBeside(page, await shownSlide(page), 1);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(currentDot(page)).toHaveAccessibleName(next);
});

test('it pauses while the pointer is over it', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await banner(page).hover();
  const hovered = await shownSlide(page);
  await passTime(page, bannerDelay + 1_500);
  await expect(currentDot(page)).toHaveAccessibleName(hovered);
});

test('it holds still while the pointer is on its Next arrow', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Next slide: Highlights of school life' }).hover();
  const held = await shownSlide(page);
  await passTime(page, bannerDelay + 1_500);
  await expect(currentDot(page)).toHaveAccessibleName(held);
});

test('it holds still while keyboard focus is on its Next arrow, and moves again when focus leaves', async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page);
  await page.mouse.move(0, 0);
  await banner(page).getByRole('button', { name: 'Next slide: Highlights of school life' }).focus();
  const held = await shownSlide(page);
  await passTime(page, bannerDelay + 1_500);
  await expect(currentDot(page)).toHaveAccessibleName(held);
  await leaveAlone(page);
  await passTime(page, bannerDelay + settleMs, movedFrom(page, held));
  await expect(currentDot(page)).not.toHaveAccessibleName(held);
});

test('its Pause button stops it, and Play starts it again', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Pause Highlights of school life' }).click();
  const held = await shownSlide(page);
  await leaveAlone(page);
  await passTime(page, bannerDelay + 1_500);
  await expect(currentDot(page)).toHaveAccessibleName(held);

  // The pointer and focus stay on the button: pressing Play is enough to start it.
  await banner(page).getByRole('button', { name: 'Play Highlights of school life' }).click();
  await passTime(page, bannerDelay + settleMs, movedFrom(page, held));
  await expect(currentDot(page)).not.toHaveAccessibleName(held);
});

test('every auto-playing carousel of the home page stops on its Pause button and moves again on Play', async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page);
  await scrollPastEveryCarousel(page);
  const carousels = page.locator('[aria-roledescription="carousel"]');
  const names = await carousels.evaluateAll((regions) =>
    regions.map((carousel) => carousel.getAttribute('aria-label') ?? ''),
  );
  // The banner, the campuses, the leaders' messages, the testimonials, Special Moments and the achievements.
  expect(names.length).toBeGreaterThanOrEqual(6);
  // Embla places each track once it has started, which on a busy machine can be after the page was scrolled past
  // it; a track placed while being watched would count as one that moved.
  await expect.poll(() => trackPositions(page, names)).not.toContain('');

  // Only carousels with more slides than fit keep moving. At 1280 px the three achievements all but fit: they take
  // one step of a few pixels, to the end, and stay there; that step is let pass before the watch.
  await leaveAlone(page);
  await passTime(page, watchMs);
  // Watched twice: a carousel that took its one step during the first watch (on a busy machine, later than the
  // time let pass for it) does not move in the second, and is not one that keeps moving.
  const moving = await movingWithin(page, await movingWithin(page, names, watchMs), watchMs);
  expect(moving).toEqual(expect.arrayContaining(['Highlights of school life', 'Special Moments', 'Testimonials']));

  for (const name of names) await page.getByRole('button', { name: `Pause ${name}`, exact: true }).click();
  await leaveAlone(page);
  // A slide that had started to move arrives; then none moves.
  await passTime(page, settleMs);
  expect(await movingWithin(page, moving, watchMs), 'carousels that moved while paused').toEqual([]);

  for (const name of moving) await page.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  await leaveAlone(page);
  expect(await movingWithin(page, moving, watchMs), 'carousels that moved again on Play').toEqual(moving);
});

test("the header's highlights ticker stops on its Pause button and moves again on Play", async ({ page }) => {
  await gotoHydrated(page, '/FAQ');
  const ticker = region(page, 'Highlights');
  await leaveAlone(page);
  const before = await itemPosition(ticker);
  await expect.poll(() => itemPosition(ticker).then((at) => at.x)).not.toBe(before.x);

  const pauseBox = await ticker.getByRole('button', { name: 'Pause Highlights' }).boundingBox();
  await ticker.getByRole('button', { name: 'Pause Highlights' }).click();
  await leaveAlone(page);
  const paused = await itemPosition(ticker);
  // The button keeps its place and size whichever word it shows.
  expect(await ticker.getByRole('button', { name: 'Play Highlights' }).boundingBox()).toEqual(pauseBox);
  await page.waitForTimeout(1_500);
  expect(await itemPosition(ticker)).toEqual(paused);

  await ticker.getByRole('button', { name: 'Play Highlights' }).click();
  await expect.poll(() => itemPosition(ticker).then((at) => at.x)).not.toBe(paused.x);
});

/**
 * Leaves the page alone with `what` on the screen, away from the pointer. A CSS animation off the screen is not drawn,
 * and nothing makes the browser read its place again: watched there, a marquee that moves can seem to stand still.
 */
async function leaveAloneWatching(page: Page, what: Locator) {
  await leaveAlone(page);
  await what.scrollIntoViewIfNeeded();
  await expect(what).toBeInViewport();
}

test("the home page's news marquee stops on its Pause button and moves again on Play", async ({ page }) => {
  await openHome(page);
  const marquee = region(page, 'News ticker');
  await leaveAloneWatching(page, marquee);
  const before = await itemPosition(marquee);
  await expect.poll(() => itemPosition(marquee).then((at) => at.y)).not.toBe(before.y);

  await marquee.getByRole('button', { name: 'Pause News ticker' }).click();
  await leaveAloneWatching(page, marquee);
  const paused = await itemPosition(marquee);
  await page.waitForTimeout(1_500);
  expect(await itemPosition(marquee)).toEqual(paused);

  await marquee.getByRole('button', { name: 'Play News ticker' }).click();
  await expect.poll(() => itemPosition(marquee).then((at) => at.y)).not.toBe(paused.y);
});

test("/sports-DPS's Latest News is a box of two slides that its Pause button stops", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/sports-DPS');
  await expect(page.getByRole('heading', { level: 2, name: 'Latest News' })).toBeVisible();
  const box = carousel(page, 'Latest News');
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('group')).toHaveCount(2);
  await expect(box.getByRole('group').first().getByRole('heading', { level: 3 })).toBeVisible();

  await leaveAlone(page);
  expect(await movingWithin(page, ['Latest News'], watchMs)).toEqual(['Latest News']);

  await box.getByRole('button', { name: 'Pause Latest News' }).click();
  await leaveAlone(page);
  await passTime(page, settleMs);
  expect(await movingWithin(page, ['Latest News'], watchMs)).toEqual([]);
});

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('it does not move by itself', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await page.mouse.move(0, 0);
    await passTime(page, bannerDelay + 1_500);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
  });

  test('nothing shows a Pause button, since nothing moves', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('button', { name: /^(Pause|Play) / })).toHaveCount(0);
  });

  test("the header's ticker keeps its one line when the highlights replace its placeholders", async ({ page }) => {
    await page.setViewportSize(phone);
    // The highlights are held until the placeholders' height is read.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${apiPath('highlights', { schoolcode: '*' })}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/FAQ');
    const ticker = region(page, 'Highlights');
    await expect(ticker.getByText(messages.stayTuned).first()).toBeVisible();
    const before = (await ticker.boundingBox())!.height;
    release();
    await expect(ticker.getByText(messages.stayTuned)).toHaveCount(0);
    expect((await ticker.boundingBox())!.height).toBe(before);
  });
});
