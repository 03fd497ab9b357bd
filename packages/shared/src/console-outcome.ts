/**
 * The shapes every console call answers in: an outcome that may be refused, and a page of a long list. A leaf
 * module, so that each part of the console's contract (console-source.ts, inbox.ts, certificates.ts) can use them
 * without importing the others.
 */
/**
 * An answer that may be refused: 400 bad input, 401 wrong password or code, 403 not allowed, 404 no such item,
 * 409 changed meanwhile or not possible now, 429 too many tries, 503 the database cannot be reached just now.
 */
export type Outcome<T = undefined> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 400 | 401 | 403 | 404 | 409 | 429 | 503;
      message: string;
      fieldErrors?: Record<string, string>;
    };

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
