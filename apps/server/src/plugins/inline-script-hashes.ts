/**
 * React Router writes a few small inline scripts into every page (the route
 * data and the module bootstrap). Rather than allow inline scripts in general,
 * each page's Content-Security-Policy lists the SHA-256 hashes of exactly the
 * inline scripts that page contains.
 */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, serialisePolicy } from './content-security-policy';

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? '';
    if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function pagePolicy(html: string): string {
  return serialisePolicy({
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...inlineScriptHashes(html)],
  });
}
