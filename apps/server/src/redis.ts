/**
 * The one Redis connection a process shares its rate-limit counters through,
 * when REDIS_URL is set, so that a limit holds whichever process a request
 * reaches. Every key starts with REDIS_KEY_PREFIX, so that several sites (or
 * test runs) can share one Redis.
 *
 * Redis is never the only place anything is kept: while it is away, the
 * limits let requests through (plugins/rate-limits.ts) or count in memory
 * (modules/staff/sign-in-limits.ts). So a command gives up quickly rather than
 * keep a visitor waiting for a reconnection, and the outage is logged once,
 * not once per reconnection attempt.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';

/** Longest a request waits for Redis: a counter is answered in a millisecond when Redis is there. */
const commandTimeoutMs = 500;

export interface SharedRedis {
  client: Redis;
  /** Starts every key this site writes. */
  prefix: string;
  /** Resolves when Redis answers PING (for the health route); rejects when it does not in time. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Connects when REDIS_URL is set; outages and recoveries go to `log`. */
export function openRedis(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): SharedRedis | undefined {
  if (!config.REDIS_URL) return undefined;
  const client = new Redis(config.REDIS_URL, {
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    // One retry per command, as @fastify/rate-limit advises: the default 20 would hold a request for seconds.
    maxRetriesPerRequest: 1,
  });
  let away = false;
  // Without a listener ioredis prints each failed reconnection; the message names only the server's address.
  client.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log.warn(
      { reason: error.message },
      'Redis is not answering: sign-in limits count in each process, the other limits are off until it is back',
    );
  });
  client.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis answers again: rate limits are shared again');
  });
  return {
    client,
    prefix: config.REDIS_KEY_PREFIX,
    async check() {
      await client.ping();
    },
    async close() {
      // quit waits for the commands in flight; while Redis is away it would wait for nothing.
      await client.quit().catch(() => client.disconnect());
    },
  };
}
