/**
 * Which inline scripts one answer may run, decided by what made them and
 * never by reading the answer (decision 013):
 *
 * - a nonce, drawn for the answer the first time something that writes inline
 *   scripts asks for it: React Router's render and the stylesheet switch
 *   (first-paint.ts) put it on each script they write;
 * - the hashes of a pre-rendered page's own scripts, read from the build at
 *   start-up (web/prerendered-scripts.ts).
 *
 * The security plugin writes these into the answer's Content-Security-Policy,
 * and the page cache keeps that header with the page's bytes, so a kept page
 * and its nonce always go out together.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

interface ScriptSources {
  nonce?: string;
  hashes: readonly string[];
}

/** 128 bits, the least the CSP specification asks of a nonce. */
const nonceBytes = 16;

const answers = new WeakMap<FastifyRequest, ScriptSources>();

function sourcesOf(request: FastifyRequest): ScriptSources {
  let sources = answers.get(request);
  if (!sources) answers.set(request, (sources = { hashes: [] }));
  return sources;
}

/** The nonce of this answer's inline scripts, drawn on first use. */
export function scriptNonce(request: FastifyRequest): string {
  const sources = sourcesOf(request);
  sources.nonce ??= randomBytes(nonceBytes).toString('base64');
  return sources.nonce;
}

/** Allows the scripts of the build's own page that this answer sends, by their hashes (`'sha256-...'`). */
export function allowScriptHashes(request: FastifyRequest, hashes: readonly string[]): void {
  sourcesOf(request).hashes = hashes;
}

/** The `script-src` sources this answer's inline scripts were given. */
export function allowedScriptSources(request: FastifyRequest): string[] {
  const sources = answers.get(request);
  if (!sources) return [];
  return [...(sources.nonce === undefined ? [] : [`'nonce-${sources.nonce}'`]), ...sources.hashes];
}
