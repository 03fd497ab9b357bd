/**
 * The server render: React Router's default, with the answer's script nonce, and every page rendered whole before
 * its first byte is sent (packages/shared/src/render-document.ts). The server also reads from here what the
 * console needs of a page's text (packages/shared/src/page-text-editing.ts).
 */
export { renderWholeDocument as default, streamTimeout } from '@school/shared/render-document';
export { pageTextEditing } from './blocks/page/page-text-editing.server';
