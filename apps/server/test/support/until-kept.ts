import { expect, vi } from 'vitest';

/**
 * Waits until the page cache answers `request` from memory. A page is stored once it has been sent, so the requests
 * just after a miss may render it again; on a busy machine one render takes longer than `vi.waitFor`'s default second.
 */
export async function untilKept(request: () => Promise<{ headers: Record<string, unknown> }>): Promise<void> {
  await vi.waitFor(async () => expect((await request()).headers['x-cache']).toBe('HIT'), { timeout: 10_000 });
}
