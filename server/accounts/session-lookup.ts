import { parse } from 'hono/utils/cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Shopper } from '../ledger/payments-ledger';
import type { Store } from '../store/open-store';

/** The session token a signed cookie carries (`token.signature`, HMAC-SHA256 in base64), if its signature holds. */
function signedToken(cookieHeader: string, cookieName: string, secret: string): string | null {
  const value = parse(cookieHeader, cookieName)[cookieName];
  if (value === undefined) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** A live session of the server's: whose it is, and when it was signed in. */
export interface LiveSession extends Shopper {
  signedIn: Date;
}

/**
 * Who a session cookie says a request is, read straight from the store in one query: the cookie's
 * signature checked in this thread, then the live session and its account together. The session row
 * is the only truth: Sign Out on any instance deletes it, and the next request here finds nothing.
 */
export function liveSessionLookup(store: Store, cookie: { name: string; secret: string }) {
  return async (headers: Headers): Promise<LiveSession | null> => {
    const token = signedToken(headers.get('Cookie') ?? '', cookie.name, cookie.secret);
    if (token === null) return null;
    const row = await store.reach(() =>
      store.kysely
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .select(['user.id as uid', 'user.email as email', 'session.expiresAt as expiresAt', 'session.createdAt as createdAt'])
        .where('session.token', '=', token)
        .executeTakeFirst(),
    );
    // an expired session is left for the library to delete when the shopper's page next asks for it
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return { uid: row.uid, email: row.email, signedIn: new Date(row.createdAt) };
  };
}

/** The shopper of a request's session cookie (liveSessionLookup), null without a live session. */
export function sessionLookup(store: Store, cookie: { name: string; secret: string }) {
  const lookUp = liveSessionLookup(store, cookie);
  return async (headers: Headers): Promise<Shopper | null> => {
    const session = await lookUp(headers);
    return session && { uid: session.uid, email: session.email };
  };
}
