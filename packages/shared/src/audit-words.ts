/**
 * How the audit log names each thing staff (or the server, for old messages) did, by the action name the server
 * writes (audit_log.action). The server's audit writer takes only these names (`AuditAction`), so every action it writes has words.
 */
export const auditActions = {
  create: 'Created',
  edit: 'Saved a draft',
  requestReview: 'Asked for review',
  approve: 'Approved',
  sendBack: 'Sent back',
  publish: 'Published',
  schedule: 'Scheduled',
  unpublish: 'Unpublished',
  delete: 'Moved to the bin',
  restore: 'Restored from the bin',
  restoreRevision: 'Restored a version',
  moveUp: 'Moved up',
  moveDown: 'Moved down',
  'attachment.add': 'Added a file',
  'attachment.alt': 'Described a photo',
  'attachment.move': 'Reordered the files',
  'attachment.remove': 'Removed a file',
  'document.replace': 'Replaced the file and published it',
  'document.replaceForReview': 'Replaced the file and asked for review',
  openMessage: 'Opened a message',
  markRead: 'Marked a message as read',
  markHandled: 'Handled a message',
  markSpam: 'Marked a message as spam',
  deleteMessage: 'Deleted a message',
  exportMessages: 'Exported messages',
  retentionDelete: 'Deleted old messages',
  addCertificate: 'Added a certificate',
  importCertificate: 'Imported a certificate',
  replaceScan: 'Replaced a scan',
  withdrawCertificate: 'Withdrew a certificate',
  openCertificate: 'Opened a certificate',
  openScan: 'Opened a scan',
  addStaff: 'Added an account',
  setRole: 'Changed a role',
  disableStaff: 'Disabled an account',
  enableStaff: 'Enabled an account',
  resetPassword: 'Reset a password',
  changePassword: 'Changed their password',
  twoFactorOn: 'Turned on two-factor sign-in',
  twoFactorOff: 'Turned off two-factor sign-in',
  resetTwoFactor: 'Turned off a colleague’s two-factor sign-in',
  saveSettings: 'Changed the settings',
  saveProfile: 'Changed the school profile',
  saveLogo: 'Changed the school logo',
  signIn: 'Signed in',
  signInPassword: 'Entered the password (code next)',
  signInFailed: 'Failed to sign in',
  signInRefused: 'Sign-in refused',
  signInCodeFailed: 'Entered a wrong code',
  signOut: 'Signed out',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActions;

/** The words for an action; an unknown name (from a newer server, say) is shown as it is stored. */
export function auditActionWords(action: string): string {
  return Object.hasOwn(auditActions, action) ? auditActions[action as keyof typeof auditActions] : action;
}
