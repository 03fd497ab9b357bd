/** When the browser reads the root's data again: with each new page (its alerts), never for a form or a filter. */
import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from './root';

const asked = (from: string, to: string, formMethod?: 'POST') =>
  shouldRevalidate({
    currentUrl: new URL(from, 'http://site'),
    nextUrl: new URL(to, 'http://site'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...(formMethod ? { formMethod } : {}),
  } as Parameters<typeof shouldRevalidate>[0]);

describe("the root's data", () => {
  it('is read again on the way to another page, so its alerts are the ones on the site now', () => {
    expect(asked('/FAQ', '/news')).toBe(true);
    expect(asked('/news', '/')).toBe(true);
  });

  it('is not read again when a list is filtered or a form sent on the same page', () => {
    expect(asked('/news', '/news?year=2026')).toBe(false);
    expect(asked('/contact-us', '/contact-us', 'POST')).toBe(false);
  });
});
