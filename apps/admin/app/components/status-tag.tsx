import { statusLabels, type ContentStatus } from '@school/shared/content-lifecycle';
import styles from './status-tag.module.css';

/** An item's status in words, tinted so a list can be scanned; the words carry the meaning, not the colour. */
export function StatusTag({ status }: { status: ContentStatus }) {
  return <span className={`${styles.tag} ${styles[status]}`}>{statusLabels[status]}</span>;
}
