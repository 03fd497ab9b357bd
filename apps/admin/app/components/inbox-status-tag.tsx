import { inboxStatusLabels, type InboxStatus } from '@school/shared/inbox';
import styles from './inbox-status-tag.module.css';

/** A contact message's status in words (Unread, Read, Handled, Spam); the words carry the meaning, not the colour. */
export function InboxStatusTag({ status }: { status: InboxStatus }) {
  return <span className={`${styles.tag} ${styles[status]}`}>{inboxStatusLabels[status]}</span>;
}
