import type { Context } from 'hono';
import { requestAddress } from '../http/client-address';
import { createSharedCounts, type Counting } from '../http/shared-counts';
import type { Logger } from '../log/log';

export interface Allowance {
  /** requests a client may make in one window */
  limit: number;
  windowMs: number;
}

export const TOO_MANY = 'Too many payment requests. Please wait a moment and try again.';

export interface PaymentAllowanceSettings extends Allowance {
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

/**
 * How many payment requests a client may make (ADR-009): a signed-in shopper's are counted for the
 * shopper, others for their address; past the allowance, the request is answered 429 with
 * Retry-After.
 */
export interface PaymentAllowance {
  /**
   * Counts the request against the shopper's allowance with `uid`, else against its client
   * address's: the 429 to answer, if past it.
   */
  take(c: Context, uid: string | null): Promise<Response | undefined>;
  /** where the counts that decide are kept now */
  counting(): Counting;
  /** Resolves once the counts are shared through Redis (until then each instance counts alone); at once in memory. */
  ready: Promise<void>;
  /** Closes the connection to Redis. */
  close(): Promise<void>;
}

/**
 * Counts in Redis when `redisUrl` is set, shared by every instance; otherwise in this process's
 * memory. While Redis cannot be reached each instance goes on from the requests it saw itself,
 * against its share of the limit.
 */
export function createPaymentAllowance({
  limit,
  windowMs,
  redisUrl,
  instances = 1,
  trustProxyHops,
  logger,
  pauseMs,
}: PaymentAllowanceSettings): PaymentAllowance {
  const share = Math.max(1, Math.floor(limit / instances));
  // the headers tell whole seconds, as rate-limiter-flexible counts them in memory
  const windowSeconds = Math.ceil(windowMs / 1000);
  const counts = createSharedCounts({
    name: 'payment allowance',
    whileAway: `each instance limits payment requests to its share (${share} of ${limit})`,
    keyPrefix: 'payment-allowance',
    redisUrl,
    logger,
    pauseMs,
  });

  return {
    async take(c, uid) {
      // One key a request. A signed-in request counts against its shopper only, so a flood without
      // a session from an address many share (an office, a carrier) leaves the shoppers signed in
      // behind it able to pay; the shopper's own count still holds one account to the limit from
      // any number of addresses. Without a session, the address is all there is to count.
      const key = uid === null ? `address:${requestAddress(c, trustProxyHops)}` : `shopper:${uid}`;
      const count = await counts.add(key, windowMs);
      const allowed = count.shared ? limit : share;
      const resetSeconds = String(Math.max(1, Math.ceil(count.msBeforeNext / 1000)));
      c.header('RateLimit-Policy', `${allowed};w=${windowSeconds}`);
      c.header('RateLimit-Limit', String(allowed));
      c.header('RateLimit-Remaining', String(Math.max(0, allowed - count.consumed)));
      c.header('RateLimit-Reset', resetSeconds);
      if (count.consumed <= allowed) return undefined;
      c.header('Retry-After', resetSeconds);
      return c.json({ error: TOO_MANY, code: 'rate_limited' }, 429);
    },
    counting: counts.counting,
    ready: counts.ready,
    close: counts.close,
  };
}
