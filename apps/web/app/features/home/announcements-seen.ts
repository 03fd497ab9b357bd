/**
 * Whether the announcement pop-up has already shown these announcements in this visit (browser session), so it
 * opens once per visit rather than on every return to the home page, and again when one is new or changed.
 * An announcement is known by what the pop-up shows of it, so an edited one counts as new.
 */
import type { AnnouncementView } from './home-views';

const seenKey = 'announcements-seen';

const fingerprint = (item: AnnouncementView) =>
  JSON.stringify([item.title, item.description, item.image?.src ?? '', item.attachmentHref ?? '', item.url ?? '']);

function readSeen(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(seenKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    // No storage (blocked, or private browsing in an old browser) or a broken entry: as if nothing was seen.
    return [];
  }
}

/** True when every announcement was shown earlier in this visit. */
export function allSeenThisVisit(items: AnnouncementView[]): boolean {
  const seen = new Set(readSeen());
  return items.every((item) => seen.has(fingerprint(item)));
}

/** Remembers, for this visit, the announcements the pop-up is showing (only these: old ones drop out). */
export function markSeenThisVisit(items: AnnouncementView[]): void {
  try {
    sessionStorage.setItem(seenKey, JSON.stringify(items.map(fingerprint)));
  } catch {
    // Without storage the pop-up opens on each visit to the home page, as before.
  }
}
