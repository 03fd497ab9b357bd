/**
 * What the server hands every loader: the live content source (see
 * packages/shared/src/live-source.ts and apps/server/src/web/live-source.ts).
 */
import type { LiveSource } from '@school/shared/live-source';

declare module 'react-router' {
  interface AppLoadContext {
    live: LiveSource;
  }
}
