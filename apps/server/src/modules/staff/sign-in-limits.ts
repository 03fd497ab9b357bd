/**
 * Failed sign-ins are limited per account (the e-mail address typed) and per
 * client address: after 5 failures within 15 minutes, every further attempt,
 * the right password included, is refused for 15 minutes. Counting is done by
 * rate-limiter-flexible: in Redis when the processes share one (redis.ts), so
 * that a guesser gains nothing by reaching another process; otherwise in this
 * process's memory.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedRedis } from '../../redis';

export const signInFailureLimit = 5;
const windowSeconds = 15 * 60;

export interface SignInLimits {
  /** Milliseconds until attempts are allowed again for either key, or 0. */
  lockedFor(email: string, address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  /** A successful sign-in clears the account's count (the address keeps its own). */
  recordSuccess(email: string): Promise<void>;
}

const keys = (email: string, address: string) => [`account:${email.trim().toLowerCase()}`, `address:${address}`];

function failureCounter(redis: SharedRedis | undefined): RateLimiterAbstract {
  const limit = { points: signInFailureLimit, duration: windowSeconds };
  if (!redis) return new RateLimiterMemory(limit);
  return new RateLimiterRedis({
    ...limit,
    storeClient: redis.client,
    keyPrefix: `${redis.prefix}sign-in`,
    // While Redis is away, each process counts on in its own memory: the limit is looser, but never off.
    insuranceLimiter: new RateLimiterMemory(limit),
    rejectIfRedisNotReady: true,
  });
}

export function signInLimits(redis?: SharedRedis): SignInLimits {
  const limiter = failureCounter(redis);

  return {
    async lockedFor(email, address) {
      const states = await Promise.all(keys(email, address).map((key) => limiter.get(key)));
      return Math.max(
        0,
        ...states.map((state) => (state && state.consumedPoints >= signInFailureLimit ? state.msBeforeNext : 0)),
      );
    },

    async recordFailure(email, address) {
      for (const key of keys(email, address)) {
        const state = await limiter.consume(key).catch((refused: unknown) => {
          if (refused instanceof RateLimiterRes) return refused;
          throw refused;
        });
        // The fifth failure starts a full 15 minutes, however the earlier ones were spread.
        if (state.consumedPoints === signInFailureLimit) await limiter.block(key, windowSeconds);
      }
    },

    async recordSuccess(email) {
      await limiter.delete(keys(email, '')[0]!);
    },
  };
}
