import type { Context } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { requestAddress } from '../http/client-address';
import type { Logger } from '../log';

export interface RateLimit {
  /** requests a client may make in one window */
  limit: number;
  windowMs: number;
}

export const TOO_MANY = 'Too many payment requests. Please wait a moment and try again.';

export interface PaymentAllowanceSettings extends RateLimit {
  /** Redis shared by every instance (redis://…); none: this process counts alone */
  redisUrl?: string;
  /**
   * How many instances share the allowance (ALLOWANCE_INSTANCES, default 1): while Redis is out of
   * reach each enforces its share, the limit divided by this, so a client gets no more in all.
   */
  instances?: number;
  /** proxies in front of the server whose X-Forwarded-For is believed (server/http/client-address.ts) */
  trustProxyHops: number;
  logger: Logger;
  /** How long Redis is left alone after it failed, before one request tries it again; default 10 s. */
  pauseMs?: number;
}

/** Where the counts that decide are kept now. */
export type AllowanceCounting = 'shared in Redis' | 'alone: Redis unreachable' | 'in memory';

/**
 * How many payment requests a client may make (ADR-009), counted for its address and, once signed
 * in, for the shopper as well; past either, the request is answered 429 with Retry-After.
 */
export interface PaymentAllowance {
  /**
   * Counts the request against its client address and, with `uid`, against the shopper's own
   * allowance, both at once: the 429 to answer, if past either.
   */
  take(c: Context, uid: string | null): Promise<Response | undefined>;
  counting(): AllowanceCounting;
  /** Resolves once the counts are shared through Redis (until then each instance counts alone); at once in memory. */
  ready: Promise<void>;
  /** Closes the connection to Redis. */
  close(): Promise<void>;
}

/** A key's count in the current window. */
interface Count {
  consumed: number;
  msBeforeNext: number;
}

/** Failures in a row after which Redis is left alone for a pause. */
const FAILURES_BEFORE_PAUSE = 3;
const DEFAULT_PAUSE_MS = 10_000;
/** Redis answers within a millisecond or two on its network: longer means it is in trouble. */
const REDIS_TIMEOUT_MS = 300;
const KEY_PREFIX = 'payment-allowance:';

/**
 * A connection that never makes a request wait for Redis: no queue while it is away, commands in
 * flight failed at once when it drops. It reconnects on its own.
 */
function connect(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: REDIS_TIMEOUT_MS,
  });
  // each failed attempt is an 'error' event; the breaker below logs the outage once
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Every key's count in one round trip: for each, the window started if it is new, the request
 * counted, and the time left in the window. Rejects after REDIS_TIMEOUT_MS.
 */
async function countInRedis(redis: Redis, keys: string[], windowMs: number): Promise<Count[]> {
  const transaction = redis.multi();
  for (const key of keys)
    transaction
      .set(KEY_PREFIX + key, 0, 'PX', windowMs, 'NX')
      .incr(KEY_PREFIX + key)
      .pttl(KEY_PREFIX + key);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  try {
    const replies = await Promise.race([transaction.exec(), timedOut]);
    if (!replies) throw new Error('Redis discarded the transaction');
    return keys.map((key, index) => {
      const [[incrError, consumed], [ttlError, msLeft]] = [replies[index * 3 + 1]!, replies[index * 3 + 2]!];
      if (incrError || ttlError) throw incrError ?? ttlError;
      // a count that lost its window (a Redis before 7 let it expire mid-transaction) gets one again
      if (Number(msLeft) < 0) void redis.pexpire(KEY_PREFIX + key, windowMs).catch(() => undefined);
      return { consumed: Number(consumed), msBeforeNext: Math.max(0, Number(msLeft)) };
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Counts in Redis when `redisUrl` is set, shared by every instance; otherwise in this process's
 * memory. Every request is counted in memory as well, so that when Redis cannot be reached this
 * instance goes on from what it has seen, against its share of the limit.
 */
export function createPaymentAllowance({
  limit,
  windowMs,
  redisUrl,
  instances = 1,
  trustProxyHops,
  logger,
  pauseMs = DEFAULT_PAUSE_MS,
}: PaymentAllowanceSettings): PaymentAllowance {
  const share = Math.max(1, Math.floor(limit / instances));
  // rate-limiter-flexible counts whole seconds
  const windowSeconds = Math.ceil(windowMs / 1000);
  const memory = new RateLimiterMemory({ points: share, duration: windowSeconds, keyPrefix: 'payment-allowance' });
  const redis = redisUrl ? connect(redisUrl) : null;

  // a circuit breaker: after a few failures in a row Redis is left alone for a pause, then one
  // request tries it again, so a hung Redis costs one short timeout a pause, not one a request
  let failures = 0;
  let pausedUntil = 0;
  let trying = false;
  let away = false;
  const back = () => {
    failures = 0;
    pausedUntil = 0;
    if (!away) return;
    away = false;
    logger.info('The shared payment allowance (Redis) is reachable again.');
  };
  const failed = (error: unknown) => {
    failures += 1;
    if (failures < FAILURES_BEFORE_PAUSE && !away) return;
    pausedUntil = Date.now() + pauseMs;
    if (away) return;
    away = true;
    logger.error(
      `The shared payment allowance (Redis) is unreachable: each instance limits payment requests to its share (${share} of ${limit}).`,
      error,
    );
  };
  // a reconnection is as good as a successful try
  redis?.on('ready', back);

  /** The counts from Redis, or null when it is paused, being tried by another request, or failing. */
  async function shared(keys: string[]): Promise<Count[] | null> {
    if (!redis) return null;
    const paused = Date.now() < pausedUntil;
    if (paused || (away && trying)) return null;
    trying = away;
    try {
      const counts = await countInRedis(redis, keys, windowMs);
      back();
      return counts;
    } catch (error) {
      failed(error);
      return null;
    } finally {
      trying = false;
    }
  }

  /** The counts this instance keeps itself. */
  function own(keys: string[]): Promise<Count[]> {
    // past the share, the limiter rejects with the same state it resolves with under it
    const count = (key: string) =>
      memory.consume(key).catch((refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return refusal;
        throw refusal;
      });
    return Promise.all(
      keys.map(async (key) => {
        const state = await count(key);
        return { consumed: state.consumedPoints, msBeforeNext: state.msBeforeNext };
      }),
    );
  }

  return {
    async take(c, uid) {
      const keys = [`address:${requestAddress(c, trustProxyHops)}`, ...(uid === null ? [] : [`shopper:${uid}`])];
      const [mine, theirs] = await Promise.all([own(keys), shared(keys)]);
      const [counts, allowed] = theirs ? [theirs, limit] : [mine, share];
      // the headers tell the tighter of the two allowances
      const tightest = counts.reduce((a, b) => (b.consumed > a.consumed ? b : a));
      const resetSeconds = String(Math.max(1, Math.ceil(tightest.msBeforeNext / 1000)));
      c.header('RateLimit-Policy', `${allowed};w=${windowSeconds}`);
      c.header('RateLimit-Limit', String(allowed));
      c.header('RateLimit-Remaining', String(Math.max(0, allowed - tightest.consumed)));
      c.header('RateLimit-Reset', resetSeconds);
      if (tightest.consumed <= allowed) return undefined;
      c.header('Retry-After', resetSeconds);
      return c.json({ error: TOO_MANY, code: 'rate_limited' }, 429);
    },
    counting: () => (!redis ? 'in memory' : away ? 'alone: Redis unreachable' : 'shared in Redis'),
    ready: redis ? new Promise((resolve) => redis.once('ready', () => resolve())) : Promise.resolve(),
    close: async () => {
      redis?.disconnect();
    },
  };
}
