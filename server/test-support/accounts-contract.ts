import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServerApp } from './test-server-app';
import { createAccounts } from '../accounts/accounts';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import type { Store } from '../store/open-store';
import { createMemoryMailer } from './memory-mailer';

const SITE = 'http://localhost:3000';
const HOUR_MS = 60 * 60 * 1000;

/** One instance of the server on `store`, with accounts; requests come from the shop's own pages. */
async function instanceOn(store: Store) {
  const mail = createMemoryMailer();
  const accounts = await createAccounts({ store, siteUrl: SITE, mailLinksTo: SITE, mailer: mail.mailer, logger: silentLogger });
  const app = createTestServerApp({ logger: silentLogger, ledger: createLedger(store), accounts });
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
  /** the token of the last reset link mailed to `email`, once it has been handed to the mailer */
  const resetToken = async (email: string) => {
    await vi.waitFor(() => expect(mail.messages.some((message) => message.to === email)).toBe(true));
    const link = new URL(mail.messages.findLast((message) => message.to === email)!.link!);
    return link.searchParams.get('token')!;
  };
  return { accounts, send, mail, resetToken };
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

    it('knows nobody from a cookie whose token or signature was changed, or whose session has expired', async () => {
      const store = await newStore();
      const { send, accounts } = await instanceOn(store);
      const created = await send('/api/auth/sign-up/email', { email: 'fay@example.com', password: 'secret1', name: 'fay' });
      const cookie = cookieOf(created);
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))];
      const [token, signature] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
      const asCookie = (text: string) => new Headers({ Cookie: `${name}=${encodeURIComponent(text)}` });
      const flipped = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
      expect(await accounts.shopperOf(asCookie(`${flipped(token)}.${signature}`))).toBeNull();
      expect(await accounts.shopperOf(asCookie(`${token}.${flipped(signature)}`))).toBeNull();
      expect(await accounts.shopperOf(asCookie(token))).toBeNull();
      expect(await accounts.shopperOf(new Headers({ Cookie: `other=${encodeURIComponent(value)}` }))).toBeNull();
      expect(await accounts.shopperOf(asCookie(value))).toMatchObject({ email: 'fay@example.com' });

      await sql`UPDATE session SET "expiresAt" = ${store.engine === 'postgres' ? new Date(Date.now() - HOUR_MS) : new Date(Date.now() - HOUR_MS).toISOString()}`.execute(
        store.kysely,
      );
      expect(await accounts.shopperOf(asCookie(value))).toBeNull();
    });

    it('keeps no password as given: only a scrypt hash', async () => {
      const store = await newStore();
      const { send } = await instanceOn(store);
      await send('/api/auth/sign-up/email', { email: 'eve@example.com', password: 'secret1', name: 'eve' });
      const { rows } = await sql<{ password: string }>`SELECT password FROM account`.execute(store.kysely);
      const password = rows[0]?.password;
      expect(password).not.toContain('secret1');
      expect(password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    });

    describe('a forgotten password, reset by mail (ADR-033)', () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it('mails a link to the shop’s own page that sets a new password once, on any instance, and ends every session', async () => {
        const store = await newStore();
        const [one, two] = [await instanceOn(store), await instanceOn(store)];
        const created = await one.send('/api/auth/sign-up/email', { email: 'hal@example.com', password: 'secret1', name: 'hal' });
        expect((await one.send('/api/auth/request-password-reset', { email: 'hal@example.com' })).status).toBe(200);
        const token = await one.resetToken('hal@example.com');
        const [message] = one.mail.messages;
        expect(message!.link).toBe(`${SITE}/reset-password?token=${token}`);
        expect(message!.text).toContain(message!.link);

        const reset = await two.send('/api/auth/reset-password', { token, newPassword: 'secret2' });
        expect(reset.status).toBe(200);
        expect(await two.accounts.shopperOf(new Headers({ Cookie: cookieOf(created) }))).toBeNull();
        expect((await one.send('/api/auth/sign-in/email', { email: 'hal@example.com', password: 'secret1' })).status).toBe(401);
        expect((await one.send('/api/auth/sign-in/email', { email: 'hal@example.com', password: 'secret2' })).status).toBe(200);
        const again = await one.send('/api/auth/reset-password', { token, newPassword: 'secret3' });
        expect(again.status).toBe(400);
        expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      });

      it('answers an unknown e-mail exactly as a known one, and mails nobody', async () => {
        const { send, mail, resetToken } = await instanceOn(await newStore());
        await send('/api/auth/sign-up/email', { email: 'ivy@example.com', password: 'secret1', name: 'ivy' });
        const [known, unknown] = [
          await send('/api/auth/request-password-reset', { email: 'ivy@example.com' }),
          await send('/api/auth/request-password-reset', { email: 'nobody@example.com' }),
        ];
        expect(unknown.status).toBe(known.status);
        expect(await unknown.text()).toBe(await known.text());
        expect(unknown.headers.getSetCookie()).toEqual(known.headers.getSetCookie());
        await resetToken('ivy@example.com');
        expect(mail.messages.map((message) => message.to)).toEqual(['ivy@example.com']);
      });

      it('takes a link within its hour, and refuses it after', async () => {
        const { send, resetToken } = await instanceOn(await newStore());
        await send('/api/auth/sign-up/email', { email: 'jo@example.com', password: 'secret1', name: 'jo' });
        // the clock of the process moves on; what the store keeps stays as written
        vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
        await send('/api/auth/request-password-reset', { email: 'jo@example.com' });
        const late = await resetToken('jo@example.com');
        vi.setSystemTime(Date.now() + HOUR_MS + 1000);
        const refused = await send('/api/auth/reset-password', { token: late, newPassword: 'secret2' });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });

        await send('/api/auth/request-password-reset', { email: 'jo@example.com' });
        const timely = await resetToken('jo@example.com');
        vi.setSystemTime(Date.now() + HOUR_MS - 60_000);
        expect((await send('/api/auth/reset-password', { token: timely, newPassword: 'secret2' })).status).toBe(200);
      });

      it('refuses a short new password without spending the link', async () => {
        const { send, resetToken } = await instanceOn(await newStore());
        await send('/api/auth/sign-up/email', { email: 'kit@example.com', password: 'secret1', name: 'kit' });
        await send('/api/auth/request-password-reset', { email: 'kit@example.com' });
        const token = await resetToken('kit@example.com');
        const short = await send('/api/auth/reset-password', { token, newPassword: '12345' });
        expect(short.status).toBe(400);
        expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
        expect((await send('/api/auth/reset-password', { token, newPassword: '123456' })).status).toBe(200);
      });

      it('spends a link once when two instances are sent it at the same moment', async () => {
        const store = await newStore();
        const [one, two] = [await instanceOn(store), await instanceOn(store)];
        await one.send('/api/auth/sign-up/email', { email: 'lou@example.com', password: 'secret1', name: 'lou' });
        await one.send('/api/auth/request-password-reset', { email: 'lou@example.com' });
        const token = await one.resetToken('lou@example.com');
        const answers = await Promise.all([
          one.send('/api/auth/reset-password', { token, newPassword: 'from-one' }),
          two.send('/api/auth/reset-password', { token, newPassword: 'from-two' }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
        const winner = answers[0]!.status === 200 ? 'from-one' : 'from-two';
        expect((await one.send('/api/auth/sign-in/email', { email: 'lou@example.com', password: winner })).status).toBe(200);
      });
    });

    it('refuses a state-changing request from another site', async () => {
      const { send } = await instanceOn(await newStore());
      const created = await send('/api/auth/sign-up/email', { email: 'fay@example.com', password: 'secret1', name: 'fay' });
      const forged = await send('/api/auth/sign-out', {}, cookieOf(created), 'https://evil.example');
      expect(forged.status).toBe(403);
    });
  });
}
