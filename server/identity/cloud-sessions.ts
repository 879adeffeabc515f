import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sessionBodySchema, type SessionTokenAnswer } from '../../api/session';
import { jsonAs } from '../http/checked-request';
import { FOREIGN_ORIGIN } from '../http/shop-origin';
import { shopperOf, type IdentifyShopper } from './shoppers';

/** Firebase Hosting passes this one cookie on to a server behind it: the shop uses the name everywhere. */
export const CLOUD_SESSION_COOKIE = '__session';
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CLOUD_SESSION_COOKIE}=([^;]+)`);
/** how long a session lasts (Firebase allows five minutes to two weeks) */
const SESSION_SECONDS = 5 * 24 * 60 * 60;
/** a session is made from a sign-in this recent only (Firebase's advice): an old token, leaked, makes none */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** What the cloud sessions need of Firebase Auth (the Admin SDK, server/cloud/firebase-admin.ts). */
export interface CloudSessionAuth {
  verifyIdToken(token: string): Promise<{ uid: string; email?: string; auth_time: number }>;
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  /** the session's shopper; a session ended by Sign Out (its tokens revoked) is refused */
  verifySessionCookie(cookie: string): Promise<{ uid: string; email?: string }>;
  revokeRefreshTokens(uid: string): Promise<void>;
  /** a token that signs the browser's Firebase SDK in as the shopper (`signInWithCustomToken`) */
  createCustomToken(uid: string): Promise<string>;
}

/**
 * The cloud configuration's page sessions (ADR-038): after signing in with Firebase in the browser,
 * the app hands its fresh ID token to `POST /api/session`, and the server sets a Firebase session
 * cookie (HttpOnly), by which it knows the shopper of a page load and draws their pages (ADR-036).
 * `POST /api/session/end` (Sign Out) revokes the shopper's Firebase sessions and clears the cookie.
 * `POST /api/session/token` gives a browser whose Firebase storage was cleared, while the cookie
 * stayed, a custom token to sign its SDK in again as the session's shopper.
 * Both come from the shop's own pages only: a page of another site could otherwise sign the browser
 * in as someone else.
 */
export function cloudSessionRoutes(
  auth: CloudSessionAuth,
  { originsOf, now = Date.now }: { originsOf: (request: Request) => string[]; now?: () => number },
) {
  const routes = new Hono();
  const fromShopPages = createMiddleware(async (c, next) => {
    if (originsOf(c.req.raw).includes(c.req.header('Origin') ?? '')) return next();
    return c.json({ error: FOREIGN_ORIGIN, code: 'foreign_origin' }, 403);
  });
  routes.use('*', fromShopPages);

  routes.post('/', jsonAs(sessionBodySchema, { maxSize: 8 * 1024, code: 'id_token_missing' }), async (c) => {
    const { idToken } = c.req.valid('json');
    const signedIn = await auth.verifyIdToken(idToken).catch(() => null);
    if (!signedIn) return c.json({ error: 'That sign-in could not be verified.', code: 'id_token_invalid' }, 401);
    if (now() / 1000 - signedIn.auth_time > RECENT_SIGN_IN_SECONDS)
      return c.json({ error: 'Sign in again to start a session here.', code: 'sign_in_not_recent' }, 401);
    const cookie = await auth.createSessionCookie(idToken, SESSION_SECONDS * 1000);
    setCookie(c, CLOUD_SESSION_COOKIE, cookie, {
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_SECONDS,
    });
    return c.body(null, 204);
  });

  routes.post('/token', async (c) => {
    const cookie = getCookie(c, CLOUD_SESSION_COOKIE);
    const session = cookie ? await auth.verifySessionCookie(cookie).catch(() => null) : null;
    if (!session) return c.json({ error: 'No session to sign in with.', code: 'no_session' }, 401);
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await auth.createCustomToken(session.uid) } satisfies SessionTokenAnswer);
  });

  routes.post('/end', async (c) => {
    const cookie = getCookie(c, CLOUD_SESSION_COOKIE);
    deleteCookie(c, CLOUD_SESSION_COOKIE, { path: '/' });
    const session = cookie ? await auth.verifySessionCookie(cookie).catch(() => null) : null;
    // every Firebase session of the shopper ends: their other devices too, at their next token refresh
    if (session) await auth.revokeRefreshTokens(session.uid);
    return c.body(null, 204);
  });
  return routes;
}

/** The shopper of a page load in the cloud configuration: the session cookie, verified; null without one. */
export function cloudSessionShoppers(auth: Pick<CloudSessionAuth, 'verifySessionCookie'>): IdentifyShopper {
  return async (headers) => {
    const cookie = SESSION_COOKIE_VALUE.exec(headers.get('Cookie') ?? '')?.[1];
    if (!cookie) return null;
    const session = await auth.verifySessionCookie(decodeURIComponent(cookie)).catch(() => null);
    return session && shopperOf(session.uid, session.email ?? '');
  };
}
