import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServerApp } from './test-server-app';
import { createAccounts } from '../accounts/accounts';
import { RESET_MAILS_PER_HOUR } from '../accounts/reset-mail-allowance';
import { createSignInGuard } from '../accounts/sign-in-guard';
import { UNSTORABLE_TEXT } from '../http/storable-text';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import type { Store } from '../store/open-store';
import { from } from './behind-sign-in-guard';
import { createMemoryMailer } from './memory-mailer';

const SITE = 'http://localhost:3000';
const HOUR_MS = 60 * 60 * 1000;
/** The proxy in front of every instance: it names the client in X-Forwarded-For (TRUST_PROXY_HOPS=1). */
const PROXY = '10.0.0.2';

interface Sending {
  /** the Origin it is sent with; default the shop's own */
  origin?: string;
  /** the client's address, as the proxy names it; default one client for every request */
  client?: string;
}

/**
 * One instance of the server on `store`, with accounts and the sign-in guard in front of them, behind
 * one proxy; requests come from the shop's own pages.
 */
async function instanceOn(store: Store) {
  const mail = createMemoryMailer();
  const accounts = await createAccounts({ store, siteUrl: SITE, mailLinksTo: SITE, mailer: mail.mailer, logger: silentLogger });
  const guard = createSignInGuard({ trustProxyHops: 1, signedInShopper: accounts.shopperOf, logger: silentLogger });
  const app = createTestServerApp({ logger: silentLogger, ledger: createLedger(store), accounts, signInGuard: guard.middleware });
  /** GET `path`, or POST `body` as JSON (sent as it is when a string) */
  const send = (path: string, body?: unknown, cookie?: string, { origin = SITE, client = '192.0.2.1' }: Sending = {}) =>
    app.request(
      path,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Origin: origin,
          'X-Forwarded-For': client,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      },
      from(PROXY),
    );
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

/** The session token a cookie carries, before its signature. */
const tokenIn = (cookie: string) => {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
};

/** How many rows `query` counts (`SELECT COUNT(*) AS count …`). */
const countOf = async (store: Store, query: ReturnType<typeof sql<{ count: number | string }>>) =>
  Number((await query.execute(store.kysely)).rows[0]!.count);

/** A time `ms` from now, as `store` keeps times: text on the SQL file, a timestamp on PostgreSQL. */
const later = (store: Store, ms: number) => {
  const time = new Date(Date.now() + ms);
  return store.engine === 'postgres' ? time : time.toISOString();
};

const resetLinksIn = (store: Store) =>
  countOf(store, sql`SELECT COUNT(*) AS count FROM verification WHERE identifier LIKE 'reset-password:%'`);

const TOO_MANY_FAILURES = /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/;

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

      await sql`UPDATE session SET "expiresAt" = ${later(store, -HOUR_MS)}`.execute(store.kysely);
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

      it('mails one address a few links an hour however many clients ask, and answers every one of them alike', async () => {
        const store = await newStore();
        const { send, mail } = await instanceOn(store);
        await send('/api/auth/sign-up/email', { email: 'mo@example.com', password: 'secret1', name: 'mo' });
        const asked = (email: string, client: string) =>
          send('/api/auth/request-password-reset', { email }, undefined, { client });
        const answerOf = async (answer: Response) => ({
          status: answer.status,
          body: await answer.text(),
          cookies: answer.headers.getSetCookie(),
        });
        const nobodys = await answerOf(await asked('nobody@example.com', '198.51.100.250'));
        const answers = [];
        for (let client = 1; client <= 30; client += 1)
          answers.push(await answerOf(await asked('mo@example.com', `198.51.100.${client}`)));
        // nothing tells an asker whether the account exists, nor that its mails were spent
        expect(answers).toEqual(Array(30).fill(nobodys));
        expect(nobodys.status).toBe(200);
        await vi.waitFor(() => expect(mail.messages.length).toBeGreaterThanOrEqual(RESET_MAILS_PER_HOUR));
        expect(mail.messages.map((message) => message.to)).toEqual(Array(RESET_MAILS_PER_HOUR).fill('mo@example.com'));
        // the newest link mailed is the account's only one: the others were ended, or never mailed
        expect(await resetLinksIn(store)).toBe(1);
      });

      /** An instance with the account `name`, and a way to have a new reset link mailed to it. */
      async function withResetLinks(name: string) {
        const store = await newStore();
        const { send, mail, resetToken } = await instanceOn(store);
        const email = `${name}@example.com`;
        await send('/api/auth/sign-up/email', { email, password: 'secret1', name });
        const newLink = async () => {
          const before = mail.messages.length;
          await send('/api/auth/request-password-reset', { email });
          await vi.waitFor(() => expect(mail.messages.length).toBe(before + 1));
          return resetToken(email);
        };
        const reset = async (token: string, newPassword: string) => {
          const answer = await send('/api/auth/reset-password', { token, newPassword });
          return { status: answer.status, body: (await answer.json()) as unknown };
        };
        return { store, send, newLink, reset };
      }

      it('ends a link once a newer one is mailed', async () => {
        const { newLink, reset } = await withResetLinks('ned');
        const [first, second] = [await newLink(), await newLink()];
        expect(await reset(first, 'secret2')).toEqual({ status: 400, body: expect.objectContaining({ code: 'INVALID_TOKEN' }) });
        expect((await reset(second, 'secret2')).status).toBe(200);
        expect((await reset(first, 'secret3')).status).toBe(400);
      });

      it('ends every link of the account once one is used', async () => {
        const { store, send, newLink, reset } = await withResetLinks('nia');
        // two links made in one millisecond both stand, until one is used: here one that expires after the newer
        const first = await newLink();
        await sql`UPDATE verification SET "expiresAt" = ${later(store, HOUR_MS + 60_000)} WHERE identifier = ${`reset-password:${first}`}`.execute(
          store.kysely,
        );
        const second = await newLink();
        expect(await resetLinksIn(store)).toBe(2);
        expect((await reset(second, 'secret2')).status).toBe(200);
        expect(await reset(first, 'secret3')).toEqual({ status: 400, body: expect.objectContaining({ code: 'INVALID_TOKEN' }) });
        expect((await send('/api/auth/sign-in/email', { email: 'nia@example.com', password: 'secret2' })).status).toBe(200);
      });
    });

    describe('a changed password (ADR-041)', () => {
      it('ends every other session and every reset link; the changing session goes on in a new one', async () => {
        const store = await newStore();
        const { send, accounts, resetToken } = await instanceOn(store);
        const laptop = cookieOf(
          await send('/api/auth/sign-up/email', { email: 'oz@example.com', password: 'secret1', name: 'oz' }),
        );
        const phone = cookieOf(await send('/api/auth/sign-in/email', { email: 'oz@example.com', password: 'secret1' }));
        await send('/api/auth/request-password-reset', { email: 'oz@example.com' });
        const link = await resetToken('oz@example.com');

        // asking to keep the other sessions changes nothing
        const body = { currentPassword: 'secret1', newPassword: 'secret2', revokeOtherSessions: false };
        const changed = await send('/api/auth/change-password', body, laptop);
        expect(changed.status).toBe(200);
        const laptopNow = cookieOf(changed);
        expect(await accounts.shopperOf(new Headers({ Cookie: laptopNow }))).toMatchObject({ email: 'oz@example.com' });
        expect(await accounts.shopperOf(new Headers({ Cookie: phone }))).toBeNull();
        const reset = await send('/api/auth/reset-password', { token: link, newPassword: 'secret3' });
        expect(reset.status).toBe(400);
        expect(await reset.json()).toMatchObject({ code: 'INVALID_TOKEN' });
        expect(await resetLinksIn(store)).toBe(0);
        expect((await send('/api/auth/sign-in/email', { email: 'oz@example.com', password: 'secret2' })).status).toBe(200);
      });

      // thirteen password hashes: on a machine busy with other suites they alone took the default 15 s
      it('counts a wrong current password as a failed sign-in: after 10, 429 from that address, as for a sign-in', async () => {
        const { send } = await instanceOn(await newStore());
        const session = cookieOf(
          await send('/api/auth/sign-up/email', { email: 'pat@example.com', password: 'secret1', name: 'pat' }),
        );
        const change = (currentPassword: string, client: string) =>
          send('/api/auth/change-password', { currentPassword, newPassword: 'secret2' }, session, { client });
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const wrong = await change('wrong-guess', '203.0.113.50');
          expect(wrong.status).toBe(400);
          expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
        }
        for (const refused of [
          await change('secret1', '203.0.113.50'),
          await send('/api/auth/verify-password', { password: 'secret1' }, session, { client: '203.0.113.50' }),
          await send('/api/auth/sign-in/email', { email: 'pat@example.com', password: 'secret1' }, undefined, {
            client: '203.0.113.50',
          }),
        ]) {
          expect(refused.status).toBe(429);
          expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
          expect(await refused.json()).toEqual({ error: expect.stringMatching(TOO_MANY_FAILURES), code: 'too_many_failures' });
        }
        // the shopper, from anywhere else, is not locked out
        expect((await change('secret1', '198.51.100.50')).status).toBe(200);
      }, 60_000);
    });

    describe('every request bounded and checked (ADR-041)', () => {
      it('refuses a body over 16 KB before reading it, signed in or not', async () => {
        const store = await newStore();
        const { send } = await instanceOn(store);
        const huge = 'x'.repeat(16 * 1024 * 1024);
        const signUp = await send('/api/auth/sign-up/email', { email: 'big@example.com', password: 'secret1', name: huge });
        expect(signUp.status).toBe(413);
        expect(signUp.headers.get('Cache-Control')).toBe('no-store');
        expect(await signUp.json()).toEqual({ error: 'The request body is too large.' });
        const passkey = await send('/api/auth/passkey/verify-authentication', `{"response":"${'x'.repeat(24 * 1024 * 1024)}"}`);
        expect(passkey.status).toBe(413);
        expect(await countOf(store, sql`SELECT COUNT(*) AS count FROM "user"`)).toBe(0);
      });

      it('refuses a name, an e-mail or another field longer than it can be, and text no store can keep, storing nothing', async () => {
        const store = await newStore();
        const { send } = await instanceOn(store);
        const signUp = (fields: Record<string, unknown>) =>
          send('/api/auth/sign-up/email', { email: 'ana@example.com', password: 'secret1', name: 'ana', ...fields });
        const refusals: [Record<string, unknown>, unknown][] = [
          [
            { email: `${'x'.repeat(10_000)}@example.com` },
            { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^\[body\.email\] .*254/) },
          ],
          [
            { email: `${'x'.repeat(65)}@example.com` },
            { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^\[body\.email\] .*64/) },
          ],
          [
            { name: 'n'.repeat(101) },
            { code: 'VALIDATION_ERROR', message: '[body.name] A name can have at most 100 characters.' },
          ],
          [
            { image: `https://example.com/${'i'.repeat(2_100)}` },
            { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^\[body\.image\] .*2,048/) },
          ],
          [{ name: 'a\u0000b' }, { code: 'UNSTORABLE_TEXT', message: UNSTORABLE_TEXT }],
          [{ email: '\ud800@example.com' }, { code: 'UNSTORABLE_TEXT', message: UNSTORABLE_TEXT }],
        ];
        for (const [fields, refusal] of refusals) {
          const refused = await signUp(fields);
          expect(refused.status).toBe(400);
          expect(await refused.json()).toEqual(refusal);
        }
        expect(await countOf(store, sql`SELECT COUNT(*) AS count FROM "user"`)).toBe(0);
        // the bounds themselves are taken
        const longest = await signUp({ email: `${'x'.repeat(64)}@${'d'.repeat(185)}.com`, name: 'n'.repeat(100) });
        expect(longest.status).toBe(200);
      });

      it('refuses text no store can keep in a query, and in a signed-in shopper’s changes', async () => {
        const { send } = await instanceOn(await newStore());
        const session = cookieOf(
          await send('/api/auth/sign-up/email', { email: 'eli@example.com', password: 'secret1', name: 'eli' }),
        );
        for (const refused of [
          await send('/api/auth/reset-password?token=%00', { newPassword: 'secret2' }),
          await send('/api/auth/reset-password/token?callbackURL=%2F%00'),
          await send('/api/auth/update-user', { name: 'e\u0000li' }, session),
          await send('/api/auth/passkey/verify-registration', { response: { id: '\udfff' }, name: 'x' }, session),
        ]) {
          expect(refused.status).toBe(400);
          expect(await refused.json()).toMatchObject({ message: UNSTORABLE_TEXT });
        }
        const { user } = (await (await send('/api/auth/get-session', undefined, session)).json()) as { user: { name: string } };
        expect(user.name).toBe('eli');
      });

      it('carries no session token in any answer, its own nor another device’s, and none is kept by a cache', async () => {
        const { send } = await instanceOn(await newStore());
        const signedUp = await send('/api/auth/sign-up/email', { email: 'ivo@example.com', password: 'secret1', name: 'ivo' });
        const signedIn = await send('/api/auth/sign-in/email', { email: 'ivo@example.com', password: 'secret1' });
        const [laptop, phone] = [cookieOf(signedUp), cookieOf(signedIn)];
        const answers = [
          signedUp,
          signedIn,
          await send('/api/auth/get-session', undefined, laptop),
          await send('/api/auth/list-sessions', undefined, phone),
          await send('/api/auth/change-password', { currentPassword: 'secret1', newPassword: 'secret2' }, laptop),
        ];
        const sessions = (await answers[3]!.clone().json()) as unknown[];
        expect(sessions).toHaveLength(2);
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.headers.get('Cache-Control')).toBe('no-store');
          const text = await answer.text();
          expect(text).not.toMatch(/"token"/);
          for (const cookie of [laptop, phone]) expect(text).not.toContain(tokenIn(cookie));
        }
      });
    });

    it('refuses a state-changing request from another site', async () => {
      const { send } = await instanceOn(await newStore());
      const created = await send('/api/auth/sign-up/email', { email: 'fay@example.com', password: 'secret1', name: 'fay' });
      const forged = await send('/api/auth/sign-out', {}, cookieOf(created), { origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
    });
  });
}
