/**
 * Failed sign-ins are limited per account (the e-mail address typed) and per
 * client address: after 5 failures within 15 minutes, every further attempt,
 * the right password included, is refused for 15 minutes. Counting is done by
 * rate-limiter-flexible: in Redis when the processes share one (redis.ts), so
 * that a guesser gains nothing by reaching another process; otherwise in this
 * process's memory.
 *
 * An attempt is counted before its password is checked, and given back when
 * it turns out not to be a wrong password: guesses sent at once are each
 * counted as they arrive, so no more than 5 of them are ever checked, instead
 * of all of them passing a look at a count that none had added to yet.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedRedis } from '../../redis';

export const signInFailureLimit = 5;
const windowSeconds = 15 * 60;

/** One attempt taken from the account's and the address's count, settled once its password has been checked. */
export interface SignInAttempt {
  /** The password was wrong: the attempt stays counted against both. */
  failed(): Promise<void>;
  /** Signed in: the account's count is cleared, and the address, which counts failures only, gets its attempt back. */
  succeeded(): Promise<void>;
  /** Not a wrong password (it was right but no session may follow, or the check broke): both get it back. */
  givenBack(): Promise<void>;
}

export interface SignInLimits {
  /** Takes an attempt before the password is checked; or, while either count is full, how long until it is not. */
  take(email: string, address: string): Promise<{ attempt: SignInAttempt } | { lockedMs: number }>;
}

const keys = (email: string, address: string) => [`account:${email.trim().toLowerCase()}`, `address:${address}`];

function attemptCounter(redis: SharedRedis | undefined): RateLimiterAbstract {
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
  const limiter = attemptCounter(redis);

  /** The count after taking one more attempt, whether or not there was room for it. */
  const count = (key: string) =>
    limiter.consume(key).catch((refused: unknown) => {
      if (refused instanceof RateLimiterRes) return refused;
      throw refused;
    });

  /**
   * Gives one attempt back. Where the count was cleared or ran out meanwhile, there was nothing to give it back
   * to, and it is taken again: a count below nothing would let that many more guesses through.
   */
  async function giveBack(key: string): Promise<void> {
    const left = await limiter.reward(key);
    if (left.consumedPoints < 0) await limiter.penalty(key);
  }

  function settleOnce(both: string[], taken: RateLimiterRes[]): SignInAttempt {
    const [account, address] = both as [string, string];
    let settled = false;
    const once = (settle: () => Promise<unknown>) => async () => {
      if (settled) return;
      settled = true;
      await settle();
    };
    return {
      // The failure that fills a count starts a full 15 minutes, however the earlier ones were spread.
      failed: once(() =>
        Promise.all(
          both
            .filter((_key, index) => taken[index]!.consumedPoints >= signInFailureLimit)
            .map((key) => limiter.block(key, windowSeconds)),
        ),
      ),
      succeeded: once(() => Promise.all([limiter.delete(account), giveBack(address)])),
      givenBack: once(() => Promise.all(both.map(giveBack))),
    };
  }

  return {
    async take(email, address) {
      const both = keys(email, address);
      const taken = await Promise.all(both.map(count));
      const full = taken.map((state) => state.consumedPoints > signInFailureLimit);
      if (!full.includes(true)) return { attempt: settleOnce(both, taken) };
      // A refused attempt is given back to a count that had room for it. A full count keeps it: a burst of refused
      // guesses giving theirs back just as a success clears the count would leave it below nothing for a moment,
      // and as many more guesses would be checked.
      await Promise.all(both.filter((_key, index) => !full[index]).map(giveBack));
      return { lockedMs: Math.max(...taken.filter((_state, index) => full[index]).map((state) => state.msBeforeNext)) };
    },
  };
}
