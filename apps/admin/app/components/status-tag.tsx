import type { ReactNode } from 'react';
import { statusLabels, type ContentStatus } from '@school/shared/content-lifecycle';
import { inboxStatusLabels, type InboxStatus } from '@school/shared/inbox';
import styles from './status-tag.module.css';

/** How a tag is tinted: what needs doing stands out, what is done is green, what is set aside is grey. */
type Tone = 'plain' | 'attention' | 'info' | 'done' | 'aside';

/** A status in words, tinted so a list can be scanned; the words carry the meaning, not the colour. */
function Tag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}

const contentTones: Record<ContentStatus, Tone> = {
  draft: 'plain',
  review: 'attention',
  scheduled: 'info',
  published: 'done',
  unpublished: 'aside',
};

/** An item's place in its lifecycle (Draft, Published, ...). */
export function StatusTag({ status }: { status: ContentStatus }) {
  return <Tag tone={contentTones[status]}>{statusLabels[status]}</Tag>;
}

const inboxTones: Record<InboxStatus, Tone> = { unread: 'attention', read: 'info', handled: 'done', spam: 'aside' };

/** A contact message's status (Unread, Read, Handled, Spam). */
export function InboxStatusTag({ status }: { status: InboxStatus }) {
  return <Tag tone={inboxTones[status]}>{inboxStatusLabels[status]}</Tag>;
}
