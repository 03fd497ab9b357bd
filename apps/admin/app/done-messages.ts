/**
 * After a change succeeds the console redirects back to the page (so a reload
 * never repeats it) with `?done=<what>`, and the page says what happened in a
 * plain sentence. Unknown codes say nothing.
 */
import { certificateDoneMessages } from '@school/shared/certificates';
import { inboxDoneMessages } from '@school/shared/inbox';
import { logoMessages } from '@school/shared/school-logo';

const doneMessages = {
  ...inboxDoneMessages,
  ...certificateDoneMessages,
  created: 'The draft is saved. It is not on the site yet: publish it, or request a review, when it is ready.',
  save: 'Your changes are saved as a draft.',
  requestReview: 'Sent for review. A publisher will approve it or send it back with a comment.',
  approve: 'Approved. It is on the site now, or from its Publish at time if that is still ahead.',
  sendBack: 'Sent back with your comment. The editor sees it when they open the item.',
  publishNow: 'Published. The site shows it from now on.',
  schedule: 'The times are saved. The site shows the item only between them.',
  unpublish: 'Unpublished. It is off the site but kept here; publish it again whenever you like.',
  deleted: 'Moved to the bin. It can be restored from the Bin for 30 days.',
  restoredRevision: 'That version is now the draft. The site still shows the published version until you publish.',
  restored: 'Restored. The item is back in its list, in the state it was in before it was deleted.',
  moved: 'The new order is saved.',
  password: 'Your new password is saved. Use it the next time you sign in.',
  twoFactorOn: 'Two-factor sign-in is on. From now on, signing in asks for a code from your authenticator app.',
  twoFactorOff: 'Two-factor sign-in is off. Signing in asks only for your password.',
  settings: 'The settings are saved.',
  profile: 'The school profile is saved. Every page of the site shows it now.',
  logo: logoMessages.uploaded,
  role: 'The role is changed. It applies from the person’s next page.',
  disabled: 'The account is disabled and its sessions have ended.',
  enabled: 'The account can sign in again.',
  twoFactorReset:
    'Two-factor sign-in is off for that account, and its sessions have ended. If the school requires it, they set it up again when they next sign in.',
} as const;

export type DoneCode = keyof typeof doneMessages;

export function doneMessage(code: string | null): string | undefined {
  return code !== null && Object.hasOwn(doneMessages, code) ? doneMessages[code as DoneCode] : undefined;
}

/** `path?done=code`, keeping any query `path` already has. */
export function withDone(path: string, code: DoneCode): string {
  return `${path}${path.includes('?') ? '&' : '?'}done=${code}`;
}
