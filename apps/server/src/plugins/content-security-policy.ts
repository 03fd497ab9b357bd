/** The Content Security Policy of every answer, and how it is written into a header. */
/** The policy of every answer; pages add their script hashes to `script-src`. */
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

export function serialisePolicy(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}
