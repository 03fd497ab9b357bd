import styles from './result-status.module.css';

/**
 * The line under a list's filters. It is always in the page, so a screen
 * reader hears the count change as the filters change; when nothing matches
 * it shows the page's empty message (spec section 8), or stays silent for the
 * lists the spec leaves empty.
 */
export function ResultStatus({
  count,
  noun,
  emptyMessage,
}: {
  count: number;
  /** What one and several results are called: ['video', 'videos']. */
  noun: readonly [string, string];
  emptyMessage?: string;
}) {
  if (count === 0) {
    return (
      <p role="status" className={emptyMessage ? styles.empty : 'visually-hidden'}>
        {emptyMessage ?? ''}
      </p>
    );
  }
  return (
    <p role="status" className="visually-hidden">
      {`${count} ${count === 1 ? noun[0] : noun[1]} shown`}
    </p>
  );
}
