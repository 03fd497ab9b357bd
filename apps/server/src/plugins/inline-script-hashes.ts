/**
 * The SHA-256 hashes of a page's inline scripts, as a Content-Security-Policy
 * names them. Only pages the build rendered are hashed, once, at start-up
 * (web/prerendered-scripts.ts): hashing the scripts found in an answer would
 * approve any script that found its way into it.
 */
import { createHash } from 'node:crypto';

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-<base64>'` for one script's text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? '';
    if (body.length > 0) hashes.add(scriptHash(body));
  }
  return [...hashes];
}
