/**
 * The categories and school tabs of spec section 3, without zod, so the
 * browser can use them (the gallery's tabs) without loading the schemas.
 */
export const schoolTabs = ['Junior', 'Grades I to X', 'Senior'] as const;
export const galleryCategories = ['PhotoGallery', 'AwardsAchievement', 'SportsAwards'] as const;
/**
 * The stored gallery categories as the public site names the page each fills (the spec's page titles), so that
 * staff never choose a database word.
 */
export const galleryCategoryLabels: Readonly<Record<(typeof galleryCategories)[number], string>> = {
  PhotoGallery: 'Photo Gallery',
  AwardsAchievement: 'Sports Awards & Achievements',
  SportsAwards: 'Awards & Achievements',
};
/** The records whose message a leader's page and the home carousel show. */
export const leaderCategories = ['Chairman', 'Director', 'Principal'] as const;
export const recordCategories = [...leaderCategories, 'Achievement', 'Admission'] as const;
export const circularCategories = ['Loquacity', 'Dipscoop'] as const;

/**
 * How pressing an alert on every page is (alerts.ts): the words staff choose, and the words the site says it in, so
 * that no one depends on its colour alone.
 */
export const alertLevels = ['Information', 'Warning', 'Urgent'] as const;
export type AlertLevel = (typeof alertLevels)[number];

/** Alerts as the site and the news feed list them: the most pressing first, and otherwise as they were given. */
export function mostPressingFirst<Alert extends { level: AlertLevel }>(alerts: readonly Alert[]): Alert[] {
  // A copy sorted, not toSorted: older phones' browsers lack it.
  return [...alerts].sort((a, b) => alertLevels.indexOf(b.level) - alertLevels.indexOf(a.level));
}

/** The kinds of stored content; one table holds them all (docs/decisions/006-one-content-table.md). */
export const contentKinds = [
  'highlight',
  'news',
  'registration',
  'record',
  'testimonial',
  'event',
  'gallery',
  'announcement',
  'video',
  'circular',
  'document',
  'page',
  'alert',
  'disclosure',
] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * What a page may read from the database, so that a change to it drops exactly the pages that read it: the kinds
 * of content, and the school's profile (every page's header and footer).
 */
export const siteDataKinds = [...contentKinds, 'profile'] as const;
export type SiteDataKind = (typeof siteDataKinds)[number];
