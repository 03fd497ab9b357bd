/**
 * Redis for the tests of several processes: TEST_REDIS_URL, or the default
 * port on this machine when TEST_DATABASE_URL says it runs the shared services
 * (CI does). Each test file writes under its own random key prefix and
 * removes its keys afterwards, so files run in parallel and leave nothing.
 *
 *     describe.runIf(testRedisUrl)('...', () => {
 *       const prefix = redisKeyPrefix();
 *       afterAll(() => removeRedisKeys(prefix));
 *     });
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl =
  process.env.TEST_REDIS_URL ?? (process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : undefined);

/** A prefix no other test file uses (REDIS_KEY_PREFIX). */
export const redisKeyPrefix = () => `test-${randomBytes(6).toString('hex')}:`;

/** The keys the site wrote under `prefix`, as one Redis sees them (a fresh connection of its own). */
export async function redisKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(testRedisUrl!);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 })) keys.push(...(batch as string[]));
    return keys;
  } finally {
    redis.disconnect();
  }
}

export async function removeRedisKeys(prefix: string): Promise<void> {
  const keys = await redisKeys(prefix);
  if (keys.length === 0) return;
  const redis = new Redis(testRedisUrl!);
  try {
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
