import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';

export interface RateLimit {
  /** requests a client may make in one window */
  limit: number;
  windowMs: number;
}

export const TOO_MANY = 'Too many payment requests. Please wait a moment and try again.';

/** The peer's address; requests made in-process (tests) have none and share one allowance. */
function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Per-client allowance on the payment API (ADR-009): 429 with Retry-After past it. Counts
 * live in this process's memory; docs/deploy.md says how to share them between several instances.
 */
export function paymentRateLimit({ limit, windowMs }: RateLimit): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientOf,
    message: { error: TOO_MANY, code: 'rate_limited' },
  });
}
