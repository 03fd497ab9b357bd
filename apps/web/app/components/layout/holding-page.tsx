/**
 * What every address shows until the school has saved its profile in the console: a new site says it is being set
 * up, answers 503 with a time to ask again, and asks search engines not to index it (root.tsx's meta), rather than
 * show an empty header or another school's name.
 */
import { isRouteErrorResponse } from 'react-router';
import styles from './holding-page.module.css';

export const holdingPageTitle = 'This website is being set up';

/** What the root's loader throws while the school has no profile (503: nothing is here yet, ask again later). */
export const settingUp = { settingUp: true } as const;

export function isHoldingPage(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) && error.status === 503 && (error.data as typeof settingUp | null)?.settingUp === true
  );
}

export function HoldingPage() {
  return (
    <main id="main" className={styles.holding}>
      <h1>{holdingPageTitle}</h1>
      <p>The school’s website will be here soon. Please come back later.</p>
    </main>
  );
}
