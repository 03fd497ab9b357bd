/**
 * What the server hands every loader and action of the console: the staff
 * member's view of the services (packages/shared/src/console-source.ts),
 * written by the server's console mount (apps/server/src/web/console.ts).
 */
import type { ConsoleContext } from '@school/shared/console-source';

declare module 'react-router' {
  // The console's load context is exactly the shared contract, nothing added.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ConsoleContext {}
}
