/**
 * The browser tests' visitor prefers reduced motion (playwright.config.ts): a page whose ticker and carousels move
 * costs headless Chromium, drawing without a GPU, a tenth of a core or more while it stays open. A test of what moves,
 * or of what shifts as most visitors see the page, asks for motion with `test.use(withMotion)`.
 */
export const withMotion = { reducedMotion: 'no-preference' } as const;
