import { afterEach, describe, expect, it } from 'vitest';
import { schoolCode } from './school-code';

afterEach(() => document.head.querySelector('meta[name="school-code"]')?.remove());

describe('schoolCode', () => {
  it('reads the code the server wrote into the page', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="school-code" content="riverside">');
    expect(schoolCode()).toBe('riverside');
  });

  it('falls back to the demo profile where the page has none', () => {
    expect(schoolCode()).toBe('hvps');
  });
});
