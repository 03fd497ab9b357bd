/**
 * Replace, on the console's Documents list: one PDF sent for one document, and what becomes of it in the same
 * change, by who sends it. A member of staff who may publish puts it on the site at once, so every page's link
 * (`/documents/<key>.pdf`) opens the new file; an editor's goes into the draft and waits for a publisher's review.
 * The earlier file stays in the document's list of versions either way, and can be put back from its edit screen.
 */

/** A Fastify route, like every upload, since React Router would hold the whole file in memory. */
export const documentReplaceRoute = '/admin/replace/:kind/:id';
export const documentReplacePath = (kind: string, id: string) =>
  `/admin/replace/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** The form field that carries the version the list was drawn at: a colleague's change since then is refused. */
export const versionField = 'version';

/** What a Replace did: on the site now, or waiting for review. */
export type ReplaceResult = 'published' | 'review';

/** The route's answer to a Replace that went through (a refusal is the API's error shape). */
export interface ReplaceAnswer {
  result: ReplaceResult;
  message: string;
  /** Something to know of the file, though it was stored (a PDF that is a scan). */
  warning?: string;
}

export const replaceMessages = {
  published: 'Replaced. Every page links the new file now; the earlier one is kept among its versions.',
  review:
    'Uploaded to the draft and sent for review. The pages keep linking the current file until a publisher approves it.',
  /** A refusal without words of its own (a connection that failed, an answer that is not the route's). */
  failed: 'The file could not be sent. Check the connection and try again.',
  chooseFile: 'Choose the new PDF first.',
  /** A request without the version its list was drawn at. */
  noVersion: 'The request does not say which version of the document it replaces. Reload the page and try again.',
} as const satisfies Record<ReplaceResult | 'failed' | 'chooseFile' | 'noVersion', string>;
