/** The server render: React Router's default, with the answer's script nonce (packages/shared/src/render-document.ts). */
export { renderDocument as default, streamTimeout } from '@school/shared/render-document';
