import type { Context, MiddlewareHandler } from 'hono';
import { requestAddress } from '../http/client-address';
import { createSharedCounts, type Count } from '../http/shared-counts';
import type { Shopper } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import { accountKey } from './account-key';

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
  /**
   * who a request's session cookie signs in (the accounts' `shopperOf`): the account whose password a
   * signed-in request checks (`change-password`, `verify-password`); none: those are counted a minute only
   */
  signedInShopper?: (headers: Headers) => Promise<Shopper | null>;
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
const GUARDED =
  /^\/api\/auth\/(?:sign-in\/|sign-up\/|request-password-reset\/?$|reset-password\/?$|change-password\/?$|verify-password\/?$)/;
const SIGN_IN = /^\/api\/auth\/sign-in\//;
/** the signed-in shopper's current password checked: a wrong one is a failed sign-in all the same */
const PASSWORD_CHECK = /^\/api\/auth\/(?:change-password|verify-password)\/?$/;
const MINUTE_MS = 60_000;
/** the bodies better-auth reads a sign-in from, told apart as its router (better-call) does */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The account a sign-in names, as better-auth will read it (JSON or a form); null when there is none
 * to read: better-auth then refuses the request itself (400, 415).
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
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/**
 * Whether better-auth's answer says the password was wrong: a sign-in's 401
 * INVALID_EMAIL_OR_PASSWORD, or 400 INVALID_PASSWORD for a signed-in shopper's current password.
 */
async function wrongPassword(path: string, answer: Response): Promise<boolean> {
  if (SIGN_IN.test(path)) return answer.status === 401;
  if (answer.status !== 400) return false;
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'INVALID_PASSWORD';
}

/** Whole seconds until a count's window ends, at least 1. */
const secondsLeft = (count: Count) => Math.max(1, Math.ceil(count.msBeforeNext / 1000));

/**
 * Slows guessing on the accounts endpoints (ADR-035): every sign-in, sign-up, password reset and
 * password change request counts against its client address's allowance a minute, and failed
 * sign-ins count per account and address, so that a guesser is stopped at one address while the
 * shopper, from any other, still signs in: nobody can lock a shopper out. A wrong current password
 * given with a session (to change it, or to confirm it) is a failed sign-in of that account all the
 * same, so that a stolen session cannot be used to guess it (ADR-041). The counts are shared in Redis when
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
  signedInShopper,
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

  /** The e-mail of the account a request tries a password of: the one a sign-in names, or the signed-in shopper's. */
  const accountTried = async (path: string, request: Request): Promise<string | null> => {
    if (SIGN_IN.test(path)) return emailOf(request);
    if (PASSWORD_CHECK.test(path)) return (await signedInShopper?.(request.headers))?.email ?? null;
    return null;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // the path as better-auth routes it (the URL's, not decoded)
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'POST' || !GUARDED.test(path)) return next();

    const address = requestAddress(c, trustProxyHops);
    const requests = await counts.add(`requests:${address}`, MINUTE_MS);
    if (requests.consumed > perMinute) return refuse(c, requests, TOO_MANY_ATTEMPTS, 'rate_limited');

    const email = await accountTried(path, c.req.raw);
    if (email === null) return next();
    const key = `failures:${address} ${accountKey(email)}`;
    const failed = await counts.peek(key);
    // Sign-ins sent at once may all pass this check before any of them fails; the allowance a
    // minute above bounds how many.
    if (failed.consumed >= failures) {
      const minutes = Math.ceil(secondsLeft(failed) / 60);
      const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
      return refuse(c, failed, `Too many failed sign-in attempts. Please wait ${wait} and try again.`, 'too_many_failures');
    }

    await next();
    if (await wrongPassword(path, c.res)) await counts.add(key, failureWindowSeconds * 1000);
    else if (c.res.ok) await counts.clear(key);
  };

  return { middleware, ready: counts.ready, close: counts.close };
}
