/**
 * What the server hands every loader: the live content source (see
 * packages/shared/src/live-source.ts and apps/server/src/web/live-source.ts).
 */
import type { AppLoadContext } from 'react-router';
import type { LiveSource } from '@school/shared/live-source';
import { schoolDay } from '@school/shared/school-time';

declare module 'react-router' {
  interface AppLoadContext {
    /** Absent under `react-router dev`, which runs the site without the API server. */
    live?: LiveSource;
  }
}

const missing = () => Promise.reject(new Error('No content source: run the site through the server (npm start)'));

/** Without a source every list fails and is logged, so the pages show their fallbacks instead of an error. */
const noContentSource: LiveSource = {
  schoolCode: 'hvps',
  list: missing,
  album: missing,
  // Without the server no document is served at its address: every page says each is not uploaded yet.
  documents: async () => ({}),
  // Nor any page: each answers 404, and the home page shows no welcome.
  pages: async () => ({}),
  // Nor its disclosure: the page says it is not published yet.
  disclosure: async () => undefined,
  search: missing,
  // Without the server there is no school: the site shows its holding page.
  profile: async () => undefined,
  dayAt: (instant) => schoolDay('Asia/Kolkata', Date.parse(instant)).iso,
  today: () => schoolDay('Asia/Kolkata'),
  logError: (message, error) => console.error(message, error),
};

export function liveSourceOf(context: AppLoadContext): LiveSource {
  return context.live ?? noContentSource;
}
