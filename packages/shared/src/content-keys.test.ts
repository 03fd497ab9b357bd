import { describe, expect, it } from 'vitest';
import { contentKeyMaxLength, contentKeyPattern, freeKey, keyFromTitle } from './content-keys';

describe('content keys', () => {
  it.each([
    ['Fee structure 2027-28', 'fee-structure-2027-28'],
    ['  Water, Health & Sanitation Certificates ', 'water-health-sanitation-certificates'],
    ['Année scolaire', 'annee-scolaire'],
    ['***', 'document'],
    ['फीस', 'document'],
  ])('makes %j into %j', (title, key) => {
    expect(keyFromTitle(title)).toBe(key);
    expect(key).toMatch(contentKeyPattern);
  });

  it('stops at a whole word within the longest key', () => {
    const key = keyFromTitle('annual report '.repeat(20));
    expect(key.length).toBeLessThanOrEqual(contentKeyMaxLength);
    expect(key).toMatch(contentKeyPattern);
    expect(key.endsWith('annual') || key.endsWith('report')).toBe(true);
  });

  it('numbers a key that is taken', () => {
    expect(freeKey('fee-structure', new Set())).toBe('fee-structure');
    expect(freeKey('fee-structure', new Set(['fee-structure']))).toBe('fee-structure-2');
    expect(freeKey('fee-structure', new Set(['fee-structure', 'fee-structure-2']))).toBe('fee-structure-3');
  });
});
