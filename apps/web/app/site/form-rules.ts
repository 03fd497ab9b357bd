/**
 * The rules of the site's forms (packages/shared/src/forms.ts, with zod), loaded when a visitor first moves into
 * a form rather than with the page: about 13 KB (gzip) that someone who only reads the page never needs.
 */
export const formRules = () => import('@school/shared/forms');
