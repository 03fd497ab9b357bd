import { describe, expect, it, vi } from 'vitest';
import { memoizedByStoredText } from './stored-text-memo.server';

describe('memoizedByStoredText', () => {
  it('converts a stored text once, and an edited text anew', () => {
    const convert = vi.fn((stored: string) => stored.toUpperCase());
    const converted = memoizedByStoredText(convert);
    expect(converted('<p>fees</p>')).toBe('<P>FEES</P>');
    expect(converted('<p>fees</p>')).toBe('<P>FEES</P>');
    expect(convert).toHaveBeenCalledTimes(1);
    expect(converted('<p>fees due</p>')).toBe('<P>FEES DUE</P>');
    expect(convert).toHaveBeenCalledTimes(2);
  });

  it('keeps the conversion of an empty text', () => {
    const convert = vi.fn(() => '');
    const converted = memoizedByStoredText(convert);
    expect([converted(''), converted('')]).toEqual(['', '']);
    expect(convert).toHaveBeenCalledTimes(1);
  });

  it('keeps a bounded memory: a text too large to keep is converted each time, and still answered', () => {
    const convert = vi.fn((stored: string) => stored.length.toString());
    const converted = memoizedByStoredText(convert);
    const huge = 'x'.repeat(3 * 1024 * 1024);
    expect(converted(huge)).toBe(String(huge.length));
    expect(converted(huge)).toBe(String(huge.length));
    expect(convert).toHaveBeenCalledTimes(2);
  });
});
