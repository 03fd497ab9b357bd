/**
 * Pages carry the code of the school they are for in one meta tag (the root route writes it), and the browser
 * reads the code from the page it is on for its API calls.
 */
export const schoolCodeMetaName = 'school-code';
