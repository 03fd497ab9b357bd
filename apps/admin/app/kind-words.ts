import type { ConsoleKind } from '@school/shared/console-kinds';

/** "news items", "registration entries", "leader’s messages". */
export function pluralNoun(kind: Pick<ConsoleKind, 'noun'>): string {
  const { noun } = kind;
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** "A news item", "An event", "An achievement". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;
}
