/**
 * The site search's rules: what a visitor may ask (`/search?q=`; the site map names the parameter), in what words a
 * query is refused, and what a result tells. The server searches (apps/server/src/modules/search); the search page
 * shows what it found.
 */

/** How many results the page lists: a search that finds more asks for more words. */
export const searchResultLimit = 30;

/** The longest query searched, in characters. */
export const searchQueryMaxLength = 200;

/** A word of a query or of the text searched: letters (with their marks: Hindi, Telugu) and digits, `'` and `-` inside. */
export const searchWordPattern = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of a text, as the search reads them; symbols and spaces only separate them. */
export const searchWords = (text: string): string[] => text.match(searchWordPattern) ?? [];

export const searchMessages = {
  /** The page's description, for a link to it shared or bookmarked: the same for every school. */
  description: 'Search the school’s website: its pages, news, events, magazines, photo albums and documents.',
  tooLong: `Please shorten your search to ${searchQueryMaxLength} characters or fewer.`,
  noWords: 'Please type a word to search for: letters or numbers, not only symbols.',
  unavailable: 'The search is not available just now. Please try again in a few minutes.',
  noResults: (text: string) => `Nothing on the site matches “${text}”.`,
  tryOther: 'Check the spelling or try other words, or look in one of the main sections:',
  found: (count: number, text: string) =>
    count >= searchResultLimit
      ? `The first ${count} results for “${text}”. More words find fewer, closer results.`
      : `${count} ${count === 1 ? 'result' : 'results'} for “${text}”`,
};

/** What `/search` was asked: nothing yet, a query it refuses (and why), or the query to search for. */
export type SearchQuery =
  { kind: 'empty' } | { kind: 'refused'; text: string; message: string } | { kind: 'query'; text: string };

/** Reads the query as typed; spaces at its ends do not count. */
export function readSearchQuery(raw: string | null | undefined): SearchQuery {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'empty' };
  if (text.length > searchQueryMaxLength) return { kind: 'refused', text, message: searchMessages.tooLong };
  if (searchWords(text).length === 0) return { kind: 'refused', text, message: searchMessages.noWords };
  return { kind: 'query', text };
}

/** What a result is, in the words the results page says it. */
export const searchResultKinds = ['Page', 'News', 'Event', 'Magazine', 'Photo album', 'Document'] as const;
export type SearchResultKind = (typeof searchResultKinds)[number];

/** A run of a snippet's text; `marked` when it is a word searched for. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

export interface SearchHit {
  kind: SearchResultKind;
  title: string;
  /** The site's address where the visitor reads it. */
  href: string;
  /** The day it is dated (an event's day, a news item's), or when it last changed on the site: ISO. */
  date: string;
  /** The words around the first place the query's words are found, or the text's start. */
  snippet: SnippetPart[];
}
