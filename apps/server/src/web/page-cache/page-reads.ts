/**
 * What one page read while it was rendered: the content kinds (so a change to
 * any of them drops the page), the earliest scheduled start or end among them
 * or the end of the day it showed as today (the page must not outlive it), and
 * whether any read failed (a page showing a fallback is never kept).
 */
import type { SiteDataKind } from '@school/shared/content-categories';

export interface PageReads {
  readonly kinds: ReadonlySet<SiteDataKind>;
  /** Epoch milliseconds; Infinity when nothing it read is scheduled to change. */
  readonly until: number;
  readonly failed: boolean;
  note(kind: SiteDataKind, nextChange: number | undefined): void;
  /** The page showed something that is true only until `time` (today's date): it must not outlive it. */
  expireBy(time: number): void;
  fail(): void;
}

export function pageReads(): PageReads {
  const kinds = new Set<SiteDataKind>();
  let until = Infinity;
  let failed = false;
  return {
    kinds,
    get until() {
      return until;
    },
    get failed() {
      return failed;
    },
    note(kind, nextChange) {
      kinds.add(kind);
      if (nextChange !== undefined) until = Math.min(until, nextChange);
    },
    expireBy(time) {
      until = Math.min(until, time);
    },
    fail() {
      failed = true;
    },
  };
}
