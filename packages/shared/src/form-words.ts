/**
 * The words and fixed choices of the site's two forms (spec section 5): what
 * a person reads, without the rules that check it (forms.ts). Kept apart so a
 * page can show a form without loading zod, which it needs only once the form
 * is sent.
 */

export const professions = ['Parent', 'Student', 'Teacher', 'Vendor', 'Media', 'Other'] as const;
export type Profession = (typeof professions)[number];

export const contactMessages = {
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Invalid email address',
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Invalid phone number, must be 10 digits',
  messageEmpty: 'Message cannot be empty',
  professionMissing: 'Please select your profession',
  failedCheck: 'Please fill all fields correctly.',
  sent: 'Thank you for your feedback!',
  sendFailed: 'Failed to send message. Please try again.',
} as const;

export const tcMessages = {
  empty: 'Please fill in all fields',
  requestFailed: 'Failed to process your request. Please try again later.',
  downloadFailed: 'Failed to download data.',
  // Not in the spec: what to fix when nothing matches, and that the download happened.
  noMatch: "Check the admission number and the student's full name as written in the school's records.",
  saved: (fileName: string) => `Certificate saved as ${fileName}.`,
} as const;

/**
 * What a found certificate is saved as, by the type its download answers with: a scan is kept as a JPEG
 * picture or as a PDF. The server names the download and the site's form names the saved file from this one list.
 */
export const tcFileNames = { 'image/jpeg': 'tc.jpg', 'application/pdf': 'tc.pdf' } as const;
export type TcFileType = keyof typeof tcFileNames;

/** The file name for a content type (`application/pdf; charset=...` too); anything else is the original site's tc.jpg. */
export function tcFileName(contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/pdf' ? tcFileNames['application/pdf'] : tcFileNames['image/jpeg'];
}
