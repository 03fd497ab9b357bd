/**
 * Text preparation for the standard PDF fonts, which can only draw the
 * WinAnsi (Windows-1252) characters: anything else would make pdf-lib throw
 * halfway through a build, so it is replaced before it reaches the page.
 */

/** Readable stand-ins for characters Indian school documents use that WinAnsi lacks. */
const substitutes: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\t': ' ',
  '✓': 'v',
  '→': '->',
};

/**
 * Keeps every character the font can draw (curly quotes and dashes included),
 * swaps the known ones, strips accents the font lacks (ā -> a) and marks a run
 * of anything else (another script, an emoji) with a single `?`.
 */
export function toWinAnsi(text: string, supported: ReadonlySet<number>): string {
  const canDraw = (s: string): boolean => Array.from(s).every((char) => supported.has(char.codePointAt(0) ?? -1));
  let out = '';
  let inUnknownRun = false;
  // A no-break space keeps "Rs." on the same line as its amount.
  for (const char of text.normalize('NFC').replace(/₹\s*/g, 'Rs.\u00a0')) {
    const substitute = canDraw(char) ? char : (substitutes[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, ''));
    if (substitute === '') continue;
    const drawable = canDraw(substitute);
    if (drawable) out += substitute;
    else if (!inUnknownRun) out += '?';
    inUnknownRun = !drawable;
  }
  return out;
}

/**
 * Greedy word wrap by measured width. A word wider than a whole line (a long
 * web address) is cut where it overflows rather than spilling into the margin.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  // Breaks at any white space except the no-break space.
  for (const word of text.split(/[^\S\u00a0]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (measure(word) <= maxWidth) {
      line = word;
      continue;
    }
    for (const char of word) {
      if (line && measure(line + char) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}
