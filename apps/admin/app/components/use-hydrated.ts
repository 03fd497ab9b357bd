import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server's HTML is on screen (and while React adopts it),
 * true once React runs in the browser: what needs JavaScript is drawn only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
