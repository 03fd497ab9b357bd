import { attachmentAltMaxLength } from './console-kinds';

/** What the console says when it refuses something: plain sentences that say what to do next. */
export const consoleMessages = {
  notAllowed: "Your role doesn't allow this. Ask a publisher or an admin if it needs doing.",
  notFound: 'This item no longer exists. It may have been deleted for good; go back to the list.',
  conflict: 'Someone else changed this item after you opened it. Open it again to see their changes, then make yours.',
  profileConflict:
    'Someone else saved the school profile after you opened it. Open it again to see their changes, then make yours.',
  notNow: "This can't be done to the item as it is now. Reload the page to see its current state.",
  fixFields: 'Some fields need attention. Correct them and try again.',
  scheduleEmpty: 'Fill in Publish at, Unpublish at or both, then press Schedule.',
  endPassed: 'Unpublish at has already passed. Clear it or choose a later time.',
  notOrdered: 'This kind of content has no order to change.',
  otherSite: 'This was sent from another site, so it was refused. Open the console and try again.',
  otherAddress: (consoleAddress: string) =>
    `This was sent from another address than the console's, so it was refused. Open the console at ${consoleAddress} and try again.`,
  notAForm: 'This was not sent as a form from a console page, so it was refused. Open the console and try again.',
  signedOut: 'You are signed out. Sign in again, then send the files again.',
  choosePasswordFirst:
    'Choose a new password first: your password was set by someone else. Open the console, save a password only you know, then try again.',
  setUpTwoFactorFirst:
    'Set up two-factor sign-in first: your school requires it. Open the console, turn it on under Account, then try again.',
  noAttachments: 'This kind of content takes no files.',
  noSuchAttachment: 'This file is no longer attached. Reload the page to see the current list.',
  noAltText: 'Only an album’s photos take alt text; the site describes other pictures by the item’s name or title.',
  altTooLong: `Alt text can be at most ${attachmentAltMaxLength} characters: say in a sentence what the photo shows.`,
  signInFailed: 'The email address or password is not right. Check them and try again.',
  codeFailed: 'That code is not right or has expired. Enter the newest code from your authenticator app.',
  accountDisabled: 'This account has been disabled. Ask an admin of your school.',
  noRole: 'This account has no role at this school. Ask an admin of your school.',
  noSuchPage: 'There is no such page on the site. Open the page from the list of Pages.',
  pageWritten: 'This page has been written already. Open it from the list of Pages to change it.',
  documentAdded: 'This document has been added already. Open it from the list of Documents to upload its file.',
  noSuchDocument: 'The site links no document by this name. Add the document from the list of Documents.',
  disclosureWritten:
    'The disclosure has been started already. Open Disclosure in the menu to change it, or restore it from the Bin.',
  pagesNotEditable:
    'Pages cannot be edited on this server: it does not serve the site. Use the console of the server that does.',
  databaseUnavailable:
    'Saving is unavailable just now: the database cannot be reached. Nothing you sent was saved; try again in a few minutes.',
} as const;

/** The lock message names the time: "Try again after 14:05." */
export function signInLockedMessage(until: string): string {
  return `Too many failed attempts. For your safety, signing in is paused. Try again after ${until}.`;
}
