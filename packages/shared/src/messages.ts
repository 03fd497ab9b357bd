/**
 * The words the spec puts on screen for loading, empty and failed states
 * (sections 4 and 8). Form messages live beside their rules in forms.ts.
 */
export const messages = {
  unexpectedError: 'Unexpected Application Error!',
  stayTuned: 'Stay tuned for latest updates',
  newsPlaceholderTitle: 'News Title',
  newsPlaceholderDate: 'DD/MM/YYYY',
  loading: 'Loading...',
  loadingVideo: 'Loading video...',
  loadingImages: 'Loading images...',
  loadingAwards: 'Loading awards...',
  noDataForYear: 'No data available for the selected year.',
  noDataForFilters: 'No data available for the selected filters.',
  noVideos: 'No videos found',
  noAwardImages: 'No awards images found.',
  noSportsAwards: "No awards found in the 'SportsAwards' category.",
  notAvailable: 'Not Available',
  /** Beside the name of a document a page links that the school has not put on the site yet (no link to a 404). */
  notYetUploaded: 'Not yet uploaded',
} as const;

/**
 * What a leader's own page says in place of a message none is stored for. Kept out of `messages`,
 * whose every entry is one fixed string.
 */
export const noLeaderMessage = (leader: string) => `The ${leader}'s message will appear here once it is published.`;

/** How many placeholders stand in for an empty list (spec section 4). */
export const placeholderCounts = {
  highlights: 3,
  news: 4,
  galleryCards: 4,
  achievements: 3,
} as const;
