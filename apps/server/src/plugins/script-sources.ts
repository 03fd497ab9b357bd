/**
 * Which inline scripts one answer may run, decided by what made them and
 * never by reading the answer (decision 013): a nonce, drawn for the answer
 * the first time something that writes inline scripts asks for it. React
 * Router's render and the stylesheet switch (first-paint.ts) put it on each
 * script they write.
 *
 * The security plugin writes these into the answer's Content-Security-Policy,
 * and the page cache keeps that header with the page's bytes, so a kept page
 * and its nonce always go out together.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

interface ScriptSources {
  nonce?: string;
}

/** 128 bits, the least the CSP specification asks of a nonce. */
const nonceBytes = 16;

const answers = new WeakMap<FastifyRequest, ScriptSources>();

function sourcesOf(request: FastifyRequest): ScriptSources {
  let sources = answers.get(request);
  if (!sources) answers.set(request, (sources = {}));
  return sources;
}

/** The nonce of this answer's inline scripts, drawn on first use. */
export function scriptNonce(request: FastifyRequest): string {
  const sources = sourcesOf(request);
  sources.nonce ??= randomBytes(nonceBytes).toString('base64');
  return sources.nonce;
}

/** The `script-src` sources this answer's inline scripts were given. */
export function allowedScriptSources(request: FastifyRequest): string[] {
  const nonce = answers.get(request)?.nonce;
  return nonce === undefined ? [] : [`'nonce-${nonce}'`];
}
