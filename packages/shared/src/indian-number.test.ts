import { describe, expect, it } from 'vitest';
import { amountAsShown, indianGrouping } from './indian-number';

describe('indianGrouping', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [123456, '1,23,456'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
  ])('writes %i as %s', (count, written) => {
    expect(indianGrouping(count)).toBe(written);
  });

  it('agrees with en-IN for every length of count', () => {
    const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (let count = 1; count < Number.MAX_SAFE_INTEGER; count = count * 10 + (count % 7)) {
      expect(indianGrouping(count)).toBe(enIn.format(count));
      expect(indianGrouping(-count)).toBe(enIn.format(-count));
    }
  });
});

describe('amountAsShown', () => {
  it.each([
    ['178500', '1,78,500'],
    ['1,78,500', '1,78,500'],
    ['178,500', '1,78,500'],
    [' 45 000 ', '45,000'],
    ['600', '600'],
    ['0', '0'],
  ])('groups the whole number %j as %j', (typed, shown) => {
    expect(amountAsShown(typed)).toBe(shown);
  });

  it.each(['On request', 'Rs. 600', '12.5', '-500', '', '1,78,500 per year', '1234567890123456'])(
    'shows %j as typed, since it is not a whole number of rupees',
    (typed) => {
      expect(amountAsShown(typed)).toBe(typed);
    },
  );
});
