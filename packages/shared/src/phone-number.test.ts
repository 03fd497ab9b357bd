/**
 * A number written the way Indians write it comes down to
 * its 10 digits; anything that is not one number of 10 digits is left for the
 * contact form's rule to refuse.
 */
import { describe, expect, it } from 'vitest';
import { nationalPhoneNumber } from './phone-number';

describe('nationalPhoneNumber', () => {
  it.each([
    ['10 plain digits', '9876543210'],
    ['the 5-5 grouping', '98765 43210'],
    ['a hyphen', '98765-43210'],
    ['the 3-3-4 grouping with hyphens', '987-654-3210'],
    ['brackets round the first digits', '(98765) 43210'],
    ['the country code with a plus', '+919876543210'],
    ['the country code with a plus and spaces', '+91 98765 43210'],
    ['the country code with a hyphen', '+91-98765-43210'],
    ['the country code without a plus', '919876543210'],
    ['the country code in brackets', '(+91) 98765 43210'],
    ['a trunk zero', '09876543210'],
    ['a trunk zero and a space', '098765 43210'],
    ['a trunk zero in brackets', '(0)98765 43210'],
    ['a tab and a non-breaking space', '98765\t43\u00a0210'],
  ])('gives the 10 digits of %s', (_case, typed) => {
    expect(nationalPhoneNumber(typed)).toBe('9876543210');
  });

  it('keeps a 10-digit number that merely starts like a prefix', () => {
    expect(nationalPhoneNumber('9198765432')).toBe('9198765432');
    expect(nationalPhoneNumber('0987654321')).toBe('0987654321');
    expect(nationalPhoneNumber('0000000000')).toBe('0000000000');
  });

  it.each([
    ['two prefixes: 0 then 91', '0919876543210', '0919876543210'],
    ['two prefixes: +91 then 0', '+91 0 98765 43210', '+9109876543210'],
    ['the international dialling prefix', '0091 98765 43210', '00919876543210'],
    ['a prefix before 9 digits', '+91 98765 4321', '+91987654321'],
    ['a prefix before 11 digits', '0 98765 432101', '098765432101'],
    ['another country code', '+44 7911 123456', '+447911123456'],
    ['a plus without a country code', '+9876543210', '+9876543210'],
    ['dots between the digits', '98765.43210', '98765.43210'],
    ['letters', '98765 abcde', '98765abcde'],
  ])('takes off no prefix when there is %s', (_case, typed, compact) => {
    expect(nationalPhoneNumber(typed)).toBe(compact);
    expect(nationalPhoneNumber(typed)).not.toMatch(/^\d{10}$/);
  });

  it('gives nothing for a number of grouping marks only', () => {
    expect(nationalPhoneNumber(' ( - ) ')).toBe('');
  });
});
