/**
 * A password to hand over once (a new account, a reset): random, long enough
 * to resist guessing, and easy to read aloud or type on a phone, with no
 * letters that look alike (no 0/O, 1/l/I).
 */
import { randomInt } from 'node:crypto';

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

export function oneTimePassword(): string {
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}
