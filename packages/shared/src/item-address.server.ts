/**
 * The words of an item's title in its address (item-address.ts), on the server only: the transliteration table they
 * are made with stays out of every page's script, which is given the addresses made.
 */
import slugify from 'slugify';

/** Long enough for a headline's first words; a whole paragraph of a title would make a link no one can read. */
export const titleWordsLength = 60;

/**
 * A title as lower-case Latin words joined by hyphens (`Arts & Crafts Day` → `arts-and-crafts-day`), cut at a word
 * before `titleWordsLength` characters; '' for a title in a script with no Latin spelling (Telugu, Hindi).
 */
export function titleWords(title: string): string {
  // A slash joins two words (`results/ranks`); slugify would run them together.
  const words = slugify(title.replace(/[/\\|]/g, ' '), { lower: true, strict: true, trim: true });
  if (words.length <= titleWordsLength) return words;
  const cut = words.slice(0, titleWordsLength + 1);
  const lastBreak = cut.lastIndexOf('-');
  return lastBreak > 0 ? cut.slice(0, lastBreak) : words.slice(0, titleWordsLength);
}

/** The last part of an item's address: its id, and its title's words where it has any. */
export function itemSegment(id: string, title: string): string {
  const words = titleWords(title);
  return words ? `${id}-${words}` : id;
}
