/**
 * A socket that could not reach its server, or lost it. The codes are Node's, whichever service the socket was
 * for; the error's wrapper (outage.ts) says which service that was.
 */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isNetworkFailure(error: Error): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && networkCodes.has(code);
}
