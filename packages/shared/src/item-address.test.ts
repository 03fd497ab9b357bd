import { describe, expect, it } from 'vitest';
import { itemIdIn } from './item-address';
import { itemSegment, titleWords, titleWordsLength } from './item-address.server';

const id = 'e84b2a67-7d7e-4250-946f-fc90d9a3271f';

describe('the words of a title in an address', () => {
  it('are its words in lower case, joined by hyphens, without punctuation', () => {
    expect(titleWords('Class IX team wins the inter-school science quiz!')).toBe(
      'class-ix-team-wins-the-inter-school-science-quiz',
    );
    expect(titleWords('Arts & Crafts Day: 2026–27')).toBe('arts-and-crafts-day-2026-27');
    expect(titleWords("Class XI's tests/results")).toBe('class-xis-tests-results');
  });

  it('spell accented letters without their accents', () => {
    expect(titleWords('Café Ñandú')).toBe('cafe-nandu');
  });

  it('are none for a title with no Latin spelling', () => {
    expect(titleWords('వార్షికోత్సవం')).toBe('');
  });

  it('stop at a word before the limit', () => {
    const words = titleWords('The annual sports meet of the school brings every house onto the field for a whole day');
    expect(words.length).toBeLessThanOrEqual(titleWordsLength);
    expect(words).toBe('the-annual-sports-meet-of-the-school-brings-every-house-onto');
  });
});

describe("an item's address", () => {
  it('is its id and its title’s words, or its id alone', () => {
    expect(itemSegment(id, 'Book Fair')).toBe(`${id}-book-fair`);
    expect(itemSegment(id, 'వార్షికోత్సవం')).toBe(id);
  });

  it('gives back the id it starts with, whatever words follow', () => {
    expect(itemIdIn(`${id}-book-fair`)).toBe(id);
    expect(itemIdIn(`${id}-an-old-title`)).toBe(id);
    expect(itemIdIn(id)).toBe(id);
  });

  it('names no id when it does not start with a whole one', () => {
    expect(itemIdIn('book-fair')).toBeUndefined();
    expect(itemIdIn(id.slice(0, 30))).toBeUndefined();
    expect(itemIdIn(`${id}x-book-fair`)).toBeUndefined();
    expect(itemIdIn(id.toUpperCase())).toBeUndefined();
    expect(itemIdIn(`x${id}`)).toBeUndefined();
  });
});
