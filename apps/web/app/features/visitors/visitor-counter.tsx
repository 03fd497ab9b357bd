import { useEffect, useState } from 'react';
import { apiPath } from '@school/shared/api-paths';
import { indianGrouping } from '@school/shared/indian-number';
import { schoolCode } from '../../site/school-code';
import styles from './visitor-counter.module.css';

/** One visit per browser session: the mark is kept in sessionStorage. */
const visitMark = 'visit-recorded';

async function recordVisitOnce(code: string): Promise<void> {
  if (sessionStorage.getItem(visitMark)) return;
  // Marked before sending, so a second render or tab in the same session cannot count twice.
  sessionStorage.setItem(visitMark, '1');
  const response = await fetch(apiPath('visit'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ schoolcode: code }),
  });
  if (!response.ok) throw new Error(`visit answered ${response.status}`);
}

async function readCount(code: string): Promise<number> {
  const response = await fetch(apiPath('visitorCount', { schoolcode: code }));
  if (!response.ok) throw new Error(`visitor count answered ${response.status}`);
  const [entry] = (await response.json()) as { visitor: number }[];
  return entry?.visitor ?? 0;
}

/** 'Visitors: {count}' on the home page; the line keeps its height while the count loads. */
export function VisitorCounter() {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const code = schoolCode();
    recordVisitOnce(code)
      .catch((error: unknown) => console.error('Error recording the visit', error))
      .then(() => readCount(code))
      .then(setCount)
      .catch((error: unknown) => console.error('Error fetching the visitor count', error));
  }, []);

  return (
    <p className={styles.counter} aria-live="polite">
      {count === null ? '\u00a0' : `Visitors: ${indianGrouping(count)}`}
    </p>
  );
}
