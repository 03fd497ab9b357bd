/**
 * A page's block model, as the web app imports it: the model itself lives in `@school/page-blocks/blocks`, beside
 * the compiler that produces it, so the server checks a save against the same definition the pages are drawn from.
 */
export * from '@school/page-blocks/blocks';
