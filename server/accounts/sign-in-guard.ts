import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { requestAddress } from '../http/client-address';
import { createSharedCounts, type Count } from '../http/shared-counts';
import type { Logger } from '../log/log';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

export interface SignInGuardSettings {
  /** Redis shared by every instance (REDIS_URL); none: this process counts alone */
  redisUrl?: string;
  /** proxies in front of the server whose X-Forwarded-For is believed (server/http/client-address.ts) */
  trustProxyHops: number;
  logger: Logger;
  /** sign-in, sign-up and password reset requests a client address may make a minute (AUTH_RATE_LIMIT); default 30 */
  perMinute?: number;
  /** failed sign-ins to one account from one address after which the next is refused; default 10 */
  failures?: number;
  /** how long those failures are counted, from the first; default 15 minutes */
  failureWindowSeconds?: number;
}

export interface SignInGuard {
  /** for `app.use('/api/auth/*', …)`, before better-auth's handler */
  middleware: MiddlewareHandler;
  /** Resolves once the counts are shared through Redis; at once in memory. */
  ready: Promise<void>;
  /** Closes the connection to Redis. */
  close(): Promise<void>;
}

/** better-auth's endpoints that take a password or send mail, where guessing and flooding would go. */
const GUARDED = /^\/api\/auth\/(?:sign-in\/|sign-up\/|request-password-reset\/?$|reset-password\/?$)/;
const SIGN_IN = /^\/api\/auth\/sign-in\//;
const MINUTE_MS = 60_000;
/** the bodies better-auth reads a sign-in from, told apart as its router (better-call) does */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The account a sign-in names, as better-auth will read it (JSON or a form), lower-cased and trimmed;
 * null when there is none to read: better-auth then refuses the request itself (400, 415).
 */
async function emailOf(request: Request): Promise<string | null> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    // a clone: better-auth reads the body after us
    const body: unknown = JSON_TYPE.test(type)
      ? await request.clone().json()
      : type.toLowerCase().includes(FORM_TYPE)
        ? Object.fromEntries(await request.clone().formData())
        : null;
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Whole seconds until a count's window ends, at least 1. */
const secondsLeft = (count: Count) => Math.max(1, Math.ceil(count.msBeforeNext / 1000));

/**
 * Slows guessing on the accounts endpoints (ADR-035): every sign-in, sign-up and password
 * reset request counts against its client address's allowance a minute, and failed sign-ins count
 * per account and address, so that a guesser is stopped at one address while the shopper, from any
 * other, still signs in: nobody can lock a shopper out. The counts are shared in Redis when
 * `redisUrl` is set, and kept in memory as well for when it cannot be reached (then each instance
 * counts alone, against the same limits).
 */
export function createSignInGuard({
  redisUrl,
  trustProxyHops,
  logger,
  perMinute = 30,
  failures = 10,
  failureWindowSeconds = 15 * 60,
}: SignInGuardSettings): SignInGuard {
  const counts = createSharedCounts({
    name: 'sign-in guard',
    whileAway: 'each instance counts sign-in attempts alone',
    keyPrefix: 'sign-in-guard',
    redisUrl,
    logger,
  });

  const refuse = (c: Context, count: Count, error: string, code: string) => {
    c.header('Retry-After', String(secondsLeft(count)));
    return c.json({ error, code }, 429);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // the path as better-auth routes it (the URL's, not decoded)
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'POST' || !GUARDED.test(path)) return next();

    const address = requestAddress(c, trustProxyHops);
    const requests = await counts.add(`requests:${address}`, MINUTE_MS);
    if (requests.consumed > perMinute) return refuse(c, requests, TOO_MANY_ATTEMPTS, 'rate_limited');

    const email = SIGN_IN.test(path) ? await emailOf(c.req.raw) : null;
    if (email === null) return next();
    // hashed: a key of one length whatever was sent, and no shopper's e-mail kept in Redis
    const account = createHash('sha256').update(email).digest('base64url');
    const key = `failures:${address} ${account}`;
    const failed = await counts.peek(key);
    // Sign-ins sent at once may all pass this check before any of them fails; the allowance a
    // minute above bounds how many.
    if (failed.consumed >= failures) {
      const minutes = Math.ceil(secondsLeft(failed) / 60);
      const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
      return refuse(c, failed, `Too many failed sign-in attempts. Please wait ${wait} and try again.`, 'too_many_failures');
    }

    await next();
    // better-auth answers a wrong e-mail or password 401 INVALID_EMAIL_OR_PASSWORD
    if (c.res.status === 401) await counts.add(key, failureWindowSeconds * 1000);
    else if (c.res.ok) await counts.clear(key);
  };

  return { middleware, ready: counts.ready, close: counts.close };
}
