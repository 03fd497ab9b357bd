/**
 * A result's snippet: the words around the first place its text has a word the search matched, with each matched
 * word marked, cut at whole words. A result found by its title alone quotes its text from the start.
 */
import { searchWordPattern, type SnippetPart } from '@school/shared/site-search';

/** About how long a snippet is, in characters, and how much of it comes before the first match. */
const snippetLength = 180;
const leadIn = 50;

/** `matched` holds the words matched as the index keeps them: lower case. */
export function snippetOf(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const words = [...text.matchAll(searchWordPattern)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
    marked: matched.has(found[0].toLowerCase()),
  }));
  if (words.length === 0) return [];
  const first = words.find((word) => word.marked) ?? words[0]!;
  const shown = words.filter((word) => word.end > first.start - leadIn && word.start < first.start + snippetLength);
  // The snippet starts at a whole word and ends after one; an ellipsis says where words are left out.
  const cutBefore = shown[0] !== words[0];
  const cutAfter = shown.at(-1) !== words.at(-1);
  const from = cutBefore ? shown[0]!.start : 0;
  const to = cutAfter ? shown.at(-1)!.end : text.length;
  const parts: SnippetPart[] = [];
  const add = (piece: string, marked: boolean) => {
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += piece;
    else if (piece) parts.push({ text: piece, marked });
  };
  if (cutBefore) add('… ', false);
  let at = from;
  for (const word of shown) {
    add(text.slice(at, word.start).replace(/\s+/g, ' '), false);
    add(text.slice(word.start, word.end), word.marked);
    at = word.end;
  }
  add(text.slice(at, to).replace(/\s+/g, ' ').trimEnd(), false);
  if (cutAfter) add(' …', false);
  return parts;
}
