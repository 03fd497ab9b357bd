/**
 * The server render: React Router's default, with the answer's script nonce, and every page rendered whole before
 * its first byte is sent (packages/shared/src/render-document.ts).
 */
export { renderWholeDocument as default, streamTimeout } from '@school/shared/render-document';
