// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cloudSessionRoutes, cloudSessionShoppers, type CloudSessionAuth } from './cloud-sessions';

const SHOP = 'https://shop.example';
const NOW = Date.parse('2026-11-27T12:00:00Z');

/** Firebase Auth as far as the sessions use it: ID tokens 'token-<uid>-<signed in, seconds ago>', cookies 'cookie-<uid>'. */
function firebaseAuthDouble() {
  const revoked = new Set<string>();
  const auth: CloudSessionAuth = {
    async verifyIdToken(token) {
      const [, uid, ago] = /^token-(\w+)-(\d+)$/.exec(token) ?? [];
      if (!uid) throw new Error('auth/argument-error');
      return { uid, email: `${uid}@example.com`, auth_time: NOW / 1000 - Number(ago) };
    },
    createSessionCookie: async (idToken) => `cookie-${/^token-(\w+)-/.exec(idToken)![1]}`,
    async verifySessionCookie(cookie) {
      const uid = /^cookie-(\w+)$/.exec(cookie)?.[1];
      if (!uid || revoked.has(uid)) throw new Error('auth/session-cookie-revoked');
      return { uid, email: `${uid}@example.com` };
    },
    revokeRefreshTokens: async (uid) => void revoked.add(uid),
    createCustomToken: async (uid) => `custom-${uid}`,
  };
  return { auth, revoked };
}

function shop() {
  const firebase = firebaseAuthDouble();
  // mounted where the server's app mounts them
  const routes = new Hono().route('/api/session', cloudSessionRoutes(firebase.auth, { originsOf: () => [SHOP], now: () => NOW }));
  const post = (path: string, { origin = SHOP, body, cookie }: { origin?: string; body?: unknown; cookie?: string } = {}) =>
    routes.request(`${SHOP}${path}`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { ...firebase, post, shoppers: cloudSessionShoppers(firebase.auth) };
}

describe('the page sessions of the cloud configuration', () => {
  it('begin from a fresh sign-in: an HttpOnly cookie the page loads carry', async () => {
    const { post } = shop();
    const begun = await post('/api/session', { body: { idToken: 'token-ada-30' } });
    expect(begun.status).toBe(204);
    const cookie = begun.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^__session=cookie-ada;/);
    expect(cookie).toContain('Max-Age=432000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it('begin from nothing else: an old sign-in, a token that fails, none, or a page of another site', async () => {
    const { post } = shop();
    const answers = async (response: Response) => [
      response.status,
      ((await response.json()) as { code: string }).code,
      response.headers.get('Set-Cookie'),
    ];
    expect(await answers(await post('/api/session', { body: { idToken: 'token-ada-3600' } }))).toEqual([
      401,
      'sign_in_not_recent',
      null,
    ]);
    expect(await answers(await post('/api/session', { body: { idToken: 'forged' } }))).toEqual([401, 'id_token_invalid', null]);
    expect(await answers(await post('/api/session', { body: {} }))).toEqual([400, 'id_token_missing', null]);
    expect(
      await answers(await post('/api/session', { body: { idToken: 'token-eve-1' }, origin: 'https://evil.example' })),
    ).toEqual([403, 'foreign_origin', null]);
  });

  it('know the shopper of a page load by the cookie, and nobody without it', async () => {
    const { shoppers } = shop();
    expect(await shoppers(new Headers({ Cookie: 'theme=dark; __session=cookie-ada' }))).toEqual({
      uid: 'ada',
      email: 'ada@example.com',
    });
    expect(await shoppers(new Headers({ Cookie: '__session=forged' }))).toBeNull();
    expect(await shoppers(new Headers())).toBeNull();
  });

  it("give the browser a token to sign its Firebase SDK in again, for the session's shopper only", async () => {
    const { post } = shop();
    const given = await post('/api/session/token', { cookie: '__session=cookie-ada' });
    expect(given.status).toBe(200);
    expect(await given.json()).toEqual({ token: 'custom-ada' });
    expect(given.headers.get('Cache-Control')).toBe('no-store');
    expect((await post('/api/session/token')).status).toBe(401);
    expect((await post('/api/session/token', { cookie: '__session=forged' })).status).toBe(401);
    expect((await post('/api/session/token', { cookie: '__session=cookie-ada', origin: 'https://evil.example' })).status).toBe(
      403,
    );
  });

  it('end at Sign Out: the cookie cleared and the Firebase sessions revoked, so a copy of it is refused', async () => {
    const { post, revoked, shoppers } = shop();
    const ended = await post('/api/session/end', { cookie: '__session=cookie-ada' });
    expect(ended.status).toBe(204);
    expect(ended.headers.get('Set-Cookie')).toMatch(/^__session=; Max-Age=0; Path=\//);
    expect([...revoked]).toEqual(['ada']);
    expect(await shoppers(new Headers({ Cookie: '__session=cookie-ada' }))).toBeNull();
    // ended twice, or without a session: nothing to revoke, the same answer
    expect((await post('/api/session/end')).status).toBe(204);
    expect((await post('/api/session/end', { cookie: '__session=cookie-bob', origin: 'https://evil.example' })).status).toBe(403);
    expect([...revoked]).toEqual(['ada']);
  });
});
