/** The Content Security Policy of every answer, and how it is written into a header. */

/** The policy of every answer; a page adds the sources of its own inline scripts to `script-src`. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React writes a few style attributes (aspect ratios, carousel widths); no style sheet is inline.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // Our own PDFs show in frames, and the video pages embed YouTube's player; nobody else may frame us.
  'frame-src': ["'self'", 'https://www.youtube.com'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} satisfies Record<string, string[]>;

function serialisePolicy(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

/** A page's policy: `script-src` also allows its own inline scripts, by nonce or hash (script-sources.ts). */
export function pagePolicy(scriptSources: readonly string[]): string {
  return serialisePolicy({
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...scriptSources],
  });
}
