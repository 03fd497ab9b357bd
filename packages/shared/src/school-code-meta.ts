/**
 * Pages carry the school code in one meta tag. The build writes the demo
 * profile's code; the server rewrites the tag to its configured SCHOOL_CODE
 * as it sends each page, so one build serves any school, pre-rendered pages
 * included, and the browser reads the code from the page it is on.
 */
export const schoolCodeMetaName = 'school-code';

export function schoolCodeMetaTag(code: string): string {
  return `<meta name="${schoolCodeMetaName}" content="${code}"/>`;
}
