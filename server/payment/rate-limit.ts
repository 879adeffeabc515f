import type { Context } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
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
  /** proxies in front of the server whose X-Forwarded-For is believed (server/http/client-address.ts) */
  trustProxyHops: number;
  logger: Logger;
}

/**
 * How many payment requests a client may make (ADR-009), counted for its address and, once signed
 * in, for the shopper as well; past either, the request is answered 429 with Retry-After.
 */
export interface PaymentAllowance {
  /** Counts the request against its client address: the 429 to answer, if past the allowance. */
  byAddress(c: Context): Promise<Response | undefined>;
  /** Counts the request against the signed-in shopper's own allowance: the 429 to answer, if past it. */
  byShopper(c: Context, uid: string): Promise<Response | undefined>;
  /** Resolves once the counts are shared through Redis (until then each instance counts alone); at once in memory. */
  ready: Promise<void>;
  /** Closes the connection to Redis. */
  close(): Promise<void>;
}

// the RateLimit-Remaining shown so far in this request: the headers tell the tighter allowance
const SHOWN_REMAINING = 'paymentAllowanceRemaining';

/**
 * A connection that never makes a request wait for Redis: no queue while it is away, commands in
 * flight failed at once when it drops, a bound on a silent one. It reconnects on its own.
 */
function connect(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
  });
  // every reconnection attempt fails with an error: one line per outage, not one per attempt
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    logger.error('The shared payment allowance (Redis) is unreachable: each instance limits payment requests alone.', error);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('The shared payment allowance (Redis) is reachable again.');
  });
  return redis;
}

/** Counts in Redis when `redisUrl` is set, shared by every instance; otherwise in this process's memory. */
export function createPaymentAllowance({
  limit,
  windowMs,
  redisUrl,
  trustProxyHops,
  logger,
}: PaymentAllowanceSettings): PaymentAllowance {
  // rate-limiter-flexible counts whole seconds
  const windowSeconds = Math.ceil(windowMs / 1000);
  const counting = { points: limit, duration: windowSeconds, keyPrefix: 'payment-allowance' };
  const memory = new RateLimiterMemory(counting);
  const redis = redisUrl ? connect(redisUrl, logger) : null;
  // Redis unreachable: each instance limits alone in its memory rather than failing every payment
  // request or letting them all through
  const limiter = redis
    ? new RateLimiterRedis({ ...counting, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
    : memory;

  async function take(c: Context, key: string): Promise<Response | undefined> {
    // past the allowance, the limiter rejects with the same state it resolves with under it
    const state = await limiter.consume(key).catch((refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return refusal;
      throw refusal;
    });
    const resetSeconds = String(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    if (state.remainingPoints <= (c.get(SHOWN_REMAINING) ?? limit)) {
      c.set(SHOWN_REMAINING, state.remainingPoints);
      c.header('RateLimit-Policy', `${limit};w=${windowSeconds}`);
      c.header('RateLimit-Limit', String(limit));
      c.header('RateLimit-Remaining', String(state.remainingPoints));
      c.header('RateLimit-Reset', resetSeconds);
    }
    if (state.consumedPoints <= limit) return undefined;
    c.header('Retry-After', resetSeconds);
    return c.json({ error: TOO_MANY, code: 'rate_limited' }, 429);
  }

  return {
    byAddress: (c) => take(c, `address:${requestAddress(c, trustProxyHops)}`),
    byShopper: (c, uid) => take(c, `shopper:${uid}`),
    ready: redis ? new Promise((resolve) => redis.once('ready', () => resolve())) : Promise.resolve(),
    close: async () => {
      redis?.disconnect();
    },
  };
}
