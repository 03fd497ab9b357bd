/**
 * What every address shows until the school has saved its profile in the console: a new site says it is being set
 * up, and asks search engines not to index it (root.tsx's meta), rather than show an empty header or another
 * school's name.
 */
import styles from './holding-page.module.css';

export const holdingPageTitle = 'This website is being set up';

export function HoldingPage() {
  return (
    <main id="main" className={styles.holding}>
      <h1>{holdingPageTitle}</h1>
      <p>The school’s website will be here soon. Please come back later.</p>
    </main>
  );
}
