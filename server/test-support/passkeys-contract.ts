import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAccounts } from '../accounts/accounts';
import { createTestServerApp } from './test-server-app';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import type { Store } from '../store/open-store';
import { createMemoryMailer } from './memory-mailer';
import { softwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One instance of the server on `store`, with accounts; `siteUrl` as VITE_SITE_URL. Its requests
 * arrive at http://localhost (Hono's app.request), the shop on this machine with nothing configured.
 */
async function instanceOn(store: Store, siteUrl?: string) {
  const accounts = await createAccounts({
    store,
    siteUrl,
    mailLinksTo: siteUrl ?? 'http://localhost',
    mailer: createMemoryMailer().mailer,
    logger: silentLogger,
  });
  return createTestServerApp({ logger: silentLogger, ledger: createLedger(store), accounts });
}

type Instance = Awaited<ReturnType<typeof instanceOn>>;

/**
 * A shopper's browser at `origin`: it keeps the server's cookies and sends its page's Origin on
 * every POST, as a page's fetch does; each request goes to the instance named (a load balancer's choice).
 */
function browserAt(origin: string) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async send(instance: Instance, path: string, body?: unknown) {
      const headers = new Headers({ Accept: 'application/json' });
      if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        headers.set('Origin', origin);
      }
      const response = await instance.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
        if (value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) cookies.delete(name);
        else cookies.set(name, value);
      }
      return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, never> | null };
    },
  };
}

type Browser = ReturnType<typeof browserAt>;

async function signUp(instance: Instance, browser: Browser, name: string) {
  const answer = await browser.send(instance, '/api/auth/sign-up/email', {
    email: `${name}@example.com`,
    password: 'secret1',
    name,
  });
  expect(answer.status).toBe(200);
}

/** 'Add a passkey' as the shop's page runs it: the server's options, the authenticator, the server's check. */
async function addPasskey(instance: Instance, browser: Browser, authenticator: SoftwareAuthenticator, name?: string) {
  const options = await browser.send(instance, '/api/auth/passkey/generate-register-options');
  if (options.status !== 200) return options;
  const created = await authenticator.startRegistration({ optionsJSON: options.body as never });
  return browser.send(instance, '/api/auth/passkey/verify-registration', { response: created, name });
}

/** 'Sign in with a passkey'; `verifyOn` is the instance the answer reaches (default: the same). */
async function passkeySignIn(instance: Instance, browser: Browser, authenticator: SoftwareAuthenticator, verifyOn = instance) {
  const options = await browser.send(instance, '/api/auth/passkey/generate-authenticate-options');
  expect(options.status).toBe(200);
  const asserted = await authenticator.startAuthentication({ optionsJSON: options.body as never });
  return browser.send(verifyOn, '/api/auth/passkey/verify-authentication', { response: asserted });
}

const whoIs = async (instance: Instance, browser: Browser) =>
  ((await browser.send(instance, '/api/auth/get-session')).body as { user?: { email: string } } | null)?.user?.email ?? null;

/**
 * Passkeys kept by the server (ADR-034, server/accounts/passkeys.ts), on any store: the
 * same on the SQL file and on PostgreSQL, and across instances sharing one.
 */
export function passkeysContract(name: string, newStore: () => Promise<Store>) {
  describe(`passkeys kept by the server: ${name}`, () => {
    it('adds a passkey for a signed-in shopper, who then signs in with it, with no password, on another instance', async () => {
      const store = await newStore();
      const [one, two] = [await instanceOn(store), await instanceOn(store)];
      const laptop = browserAt('http://localhost');
      const authenticator = softwareAuthenticator('http://localhost');
      await signUp(one, laptop, 'ada');

      const added = await addPasskey(one, laptop, authenticator, 'My laptop');
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ name: 'My laptop', credentialID: expect.any(String), counter: 0 });
      const { rows } = await sql<{ credentialID: string }>`SELECT "credentialID" FROM passkey`.execute(store.kysely);
      expect(rows.map((row) => row.credentialID)).toEqual([authenticator.credentials[0]!.id.toString('base64url')]);

      // a browser with no session: the options come from one instance, the answer reaches the other
      const phone = browserAt('http://localhost');
      const signedIn = await passkeySignIn(one, phone, authenticator, two);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ user: { email: 'ada@example.com' } });
      expect([...phone.cookies.keys()]).toContain('better-auth.session_token');
      expect(await whoIs(two, phone)).toBe('ada@example.com');
    });

    it('adds a passkey only to a signed-in shopper whose sign-in is less than a day old', async () => {
      const store = await newStore();
      const instance = await instanceOn(store);
      const visitor = browserAt('http://localhost');
      const refused = await addPasskey(instance, visitor, softwareAuthenticator('http://localhost'));
      expect(refused.status).toBe(401);

      const shopper = browserAt('http://localhost');
      await signUp(instance, shopper, 'bo');
      await sql`UPDATE session SET "createdAt" = ${new Date(Date.now() - 2 * DAY_MS)}`.execute(store.kysely);
      const stale = await addPasskey(instance, shopper, softwareAuthenticator('http://localhost'));
      expect(stale.status).toBe(403);
      expect(stale.body).toMatchObject({ code: 'SESSION_NOT_FRESH' });
    });

    it('refuses a passkey it does not keep, and the same answer twice', async () => {
      const store = await newStore();
      const instance = await instanceOn(store);
      const shopper = browserAt('http://localhost');
      const authenticator = softwareAuthenticator('http://localhost');
      await signUp(instance, shopper, 'cy');
      expect((await addPasskey(instance, shopper, authenticator)).status).toBe(200);

      const options = await shopper.send(instance, '/api/auth/passkey/generate-authenticate-options');
      const asserted = await authenticator.startAuthentication({ optionsJSON: options.body as never });
      const once = await shopper.send(instance, '/api/auth/passkey/verify-authentication', { response: asserted });
      expect(once.status).toBe(200);
      const replayed = await shopper.send(instance, '/api/auth/passkey/verify-authentication', { response: asserted });
      expect(replayed.status).toBe(400);
      expect(replayed.body).toMatchObject({ code: 'CHALLENGE_NOT_FOUND' });

      await sql`DELETE FROM passkey`.execute(store.kysely);
      const stranger = browserAt('http://localhost');
      const unknown = await passkeySignIn(instance, stranger, authenticator);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
      expect(await whoIs(instance, stranger)).toBeNull();
    });

    it('keeps one credential id for one account: a second account claiming it is refused', async () => {
      const store = await newStore();
      const instance = await instanceOn(store);
      const [dee, eve] = [browserAt('http://localhost'), browserAt('http://localhost')];
      const [deesKey, evesKey] = [softwareAuthenticator('http://localhost'), softwareAuthenticator('http://localhost')];
      await signUp(instance, dee, 'dee');
      await signUp(instance, eve, 'eve');
      expect((await addPasskey(instance, dee, deesKey)).status).toBe(200);

      evesKey.reuseIdNext(deesKey.credentials[0]!.id);
      const forged = await addPasskey(instance, eve, evesKey);
      // the sender's to fix, not the server's fault (ADR-041)
      expect(forged).toEqual({ status: 400, body: expect.objectContaining({ code: 'FAILED_TO_VERIFY_REGISTRATION' }) });
      const { rows } = await sql<{ count: number | string }>`SELECT COUNT(*) AS count FROM passkey`.execute(store.kysely);
      expect(Number(rows[0]!.count)).toBe(1);
      expect((await passkeySignIn(instance, browserAt('http://localhost'), deesKey)).body).toMatchObject({
        user: { email: 'dee@example.com' },
      });
    });

    it('without a site address the relying party is localhost, whatever port the shop is on', async () => {
      const instance = await instanceOn(await newStore());
      const shopper = browserAt('http://localhost');
      await signUp(instance, shopper, 'fay');
      const options = await shopper.send(instance, '/api/auth/passkey/generate-register-options');
      expect(options.body).toMatchObject({
        rp: { id: 'localhost', name: 'Shopfront' },
        user: { name: 'fay@example.com' },
        authenticatorSelection: { residentKey: 'required' },
      });
    });

    it('with a site address (VITE_SITE_URL) the relying party is its host, and a ceremony from another origin is refused', async () => {
      const store = await newStore();
      const instance = await instanceOn(store, 'https://shop.example');
      const shopper = browserAt('https://shop.example');
      await signUp(instance, shopper, 'gus');
      const options = await shopper.send(instance, '/api/auth/passkey/generate-register-options');
      expect(options.body).toMatchObject({ rp: { id: 'shop.example', name: 'Shopfront' } });

      // a look-alike page at another address relays the shop's challenge: its origin is in the signed answer
      const elsewhere = await addPasskey(instance, shopper, softwareAuthenticator('https://shop.example.evil.example'));
      expect(elsewhere).toEqual({ status: 400, body: expect.objectContaining({ code: 'FAILED_TO_VERIFY_REGISTRATION' }) });
      const { rows } = await sql<{ count: number | string }>`SELECT COUNT(*) AS count FROM passkey`.execute(store.kysely);
      expect(Number(rows[0]!.count)).toBe(0);
      expect((await addPasskey(instance, shopper, softwareAuthenticator('https://shop.example'))).status).toBe(200);
    });
  });
}
