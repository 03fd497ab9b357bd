/**
 * The server render: React Router's default, with the answer's script nonce, and every page rendered whole before
 * its first byte is sent (packages/shared/src/render-document.ts), with the school's small logo inside its HTML only
 * (site/inline-logo.tsx). The server also reads from here what the console needs of a page's text
 * (packages/shared/src/page-text-editing.ts).
 */
import { wholeDocumentRenderer } from '@school/shared/render-document';
import { liveSourceOf } from './blocks/live/load-context';
import { InlineLogo } from './site/inline-logo';

export default wholeDocumentRenderer(async (page, context) => (
  <InlineLogo value={(await liveSourceOf(context).profile())?.logo?.inline}>{page}</InlineLogo>
));

export { streamTimeout } from '@school/shared/render-document';
export { pageTextEditing } from './blocks/page/page-text-editing.server';
