/**
 * Whether React has hydrated the page. A component mounted before then is hydrated from the server's HTML, and must
 * draw what the server drew; one mounted after is drawn by a visit from another page.
 */
let hydrated = false;

/** Called by the root once React has committed the hydrated page. */
export function markHydrated(): void {
  hydrated = true;
}

/** False on the server and while the page hydrates; true for what is drawn after, by a visit from another page. */
export function drawnAfterHydration(): boolean {
  return hydrated;
}
