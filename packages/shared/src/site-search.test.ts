import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchMessages, searchQueryMaxLength, searchResultLimit, searchWords } from './site-search';

describe('readSearchQuery', () => {
  it('takes the words typed, without the spaces at their ends', () => {
    expect(readSearchQuery('  fee structure ')).toEqual({ kind: 'query', text: 'fee structure' });
    expect(readSearchQuery('कक्षा 5')).toEqual({ kind: 'query', text: 'कक्षा 5' });
  });

  it('is nothing asked yet for no query, or only spaces', () => {
    expect(readSearchQuery(null)).toEqual({ kind: 'empty' });
    expect(readSearchQuery('   ')).toEqual({ kind: 'empty' });
  });

  it('refuses a query longer than the limit, and one of symbols only, saying why', () => {
    const long = 'x'.repeat(searchQueryMaxLength + 1);
    expect(readSearchQuery('x'.repeat(searchQueryMaxLength))).toMatchObject({ kind: 'query' });
    expect(readSearchQuery(long)).toEqual({ kind: 'refused', text: long, message: searchMessages.tooLong });
    expect(readSearchQuery('*** ?!')).toEqual({ kind: 'refused', text: '*** ?!', message: searchMessages.noWords });
  });
});

describe('searchWords', () => {
  it('reads letters and digits of any script as words, keeping a hyphen or an apostrophe inside one', () => {
    expect(searchWords("Children's Day: 14-11, Pre-Nursery (कक्षा)!")).toEqual([
      "Children's",
      'Day',
      '14-11',
      'Pre-Nursery',
      'कक्षा',
    ]);
  });
});

describe('searchMessages.found', () => {
  it('counts the results, and says when there may be more than the page lists', () => {
    expect(searchMessages.found(1, 'fees')).toBe('1 result for “fees”');
    expect(searchMessages.found(4, 'fees')).toBe('4 results for “fees”');
    expect(searchMessages.found(searchResultLimit, 'day')).toMatch(/^The first 30 results for “day”/);
  });
});
