/**
 * Text typed outside the staff (a visitor's name, a name from an imported file) where no <bdi> can hold it, as in a
 * page's <title>: between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so a direction control in it (U+202E
 * and the like) stops at its end instead of turning round the words after it.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
