/**
 * The documents a page of the site shows by itself, whatever its text says: the sample transfer certificate beside
 * the TC look-up's form (spec section 9). The page shows it from here, and the console's Documents screen says so.
 */
export const sampleCertificateKey = 'sample-tc';

/** Each such document's key, and the id in the site map of the page that shows it. */
export const documentsShownByPages: Readonly<Record<string, string>> = { [sampleCertificateKey]: 'tc-issued' };
