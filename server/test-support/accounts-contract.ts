import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app';
import { createAccounts } from '../accounts/accounts';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log';
import type { Store } from '../store/open-store';

const SITE = 'http://localhost:3000';

/** One instance of the server on `store`, with accounts; requests come from the shop's own pages. */
async function instanceOn(store: Store) {
  const accounts = await createAccounts({ store, siteUrl: SITE, logger: silentLogger });
  const app = createServerApp({ logger: silentLogger, ledger: createLedger(store), accounts });
  const send = (path: string, body?: unknown, cookie?: string, origin = SITE) =>
    app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Origin: origin,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { accounts, send };
}

/** The session cookie a response sets, as a browser sends it back. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

/**
 * Accounts and sessions kept by the server (ADR-031), on any store: the same on the SQL file and on
 * PostgreSQL, and across instances sharing one.
 */
export function accountsContract(name: string, newStore: () => Promise<Store>) {
  describe(`accounts and sessions kept by the server: ${name}`, () => {
    it('creates an account whose session cookie is HttpOnly and SameSite=Lax, and knows its shopper', async () => {
      const { send, accounts } = await instanceOn(await newStore());
      const created = await send('/api/auth/sign-up/email', { email: 'ada@example.com', password: 'secret1', name: 'ada' });
      expect(created.status).toBe(200);
      const setCookie = created.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/);
      const shopper = await accounts.shopperOf(new Headers({ Cookie: cookieOf(created) }));
      expect(shopper).toEqual({ uid: expect.any(String), email: 'ada@example.com' });
    });

    it('signs in from another instance, and refuses a wrong password or a short one', async () => {
      const store = await newStore();
      const [one, two] = [await instanceOn(store), await instanceOn(store)];
      await one.send('/api/auth/sign-up/email', { email: 'bob@example.com', password: 'secret1', name: 'bob' });
      const wrong = await two.send('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'secret2' });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
      const short = await two.send('/api/auth/sign-up/email', { email: 'cy@example.com', password: '12345', name: 'cy' });
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
      const signedIn = await two.send('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'secret1' });
      expect(signedIn.status).toBe(200);
      expect(await one.accounts.shopperOf(new Headers({ Cookie: cookieOf(signedIn) }))).toMatchObject({
        email: 'bob@example.com',
      });
    });

    it('refuses a second account for one e-mail, whichever instance is asked', async () => {
      const store = await newStore();
      const [one, two] = [await instanceOn(store), await instanceOn(store)];
      await one.send('/api/auth/sign-up/email', { email: 'gus@example.com', password: 'secret1', name: 'gus' });
      const again = await two.send('/api/auth/sign-up/email', { email: 'gus@example.com', password: 'secret2', name: 'gus' });
      expect(again.status).toBe(422);
      expect(await again.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
    });

    it('ends the session on every instance at Sign Out: a copy of the cookie is worth nothing after', async () => {
      const store = await newStore();
      const [one, two] = [await instanceOn(store), await instanceOn(store)];
      const created = await one.send('/api/auth/sign-up/email', { email: 'dee@example.com', password: 'secret1', name: 'dee' });
      const cookie = cookieOf(created);
      expect((await two.send('/api/auth/sign-out', {}, cookie)).status).toBe(200);
      expect(await one.accounts.shopperOf(new Headers({ Cookie: cookie }))).toBeNull();
    });

    it('keeps no password as given: only a scrypt hash', async () => {
      const store = await newStore();
      const { send } = await instanceOn(store);
      await send('/api/auth/sign-up/email', { email: 'eve@example.com', password: 'secret1', name: 'eve' });
      const { rows } = await sql<{ password: string }>`SELECT password FROM account`.execute(store.db);
      const password = rows[0]?.password;
      expect(password).not.toContain('secret1');
      expect(password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    });

    it('refuses a state-changing request from another site', async () => {
      const { send } = await instanceOn(await newStore());
      const created = await send('/api/auth/sign-up/email', { email: 'fay@example.com', password: 'secret1', name: 'fay' });
      const forged = await send('/api/auth/sign-out', {}, cookieOf(created), 'https://evil.example');
      expect(forged.status).toBe(403);
    });
  });
}
