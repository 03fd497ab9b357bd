import type { LiveListName, LiveLists, LiveSource } from '@school/shared/live-source';

/**
 * A list for a page, or `fallback` when it cannot be read. A failed load is
 * never shown to the visitor (spec section 8): it is logged with `message`,
 * and the page shows its placeholders, samples or empty state instead.
 */
export async function readList<Name extends LiveListName, Fallback>(
  source: LiveSource,
  name: Name,
  message: string,
  fallback: Fallback,
): Promise<LiveLists[Name] | Fallback> {
  try {
    return await source.list(name);
  } catch (error) {
    source.logError(message, error);
    return fallback;
  }
}
