// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import { browserFetch, listenWithAccounts } from '../../server/test-support/shop-with-accounts';
import { softwareAuthenticator } from '../../server/test-support/software-authenticator';
import { passkeyContract } from '../../test-doubles/contracts/passkey-contract';
import type { WebAuthnCeremonies } from './passkey-ceremonies';
import { createServerPasskeys } from './server-passkeys';
import { createSessionAuth } from './session-auth';

let server: Awaited<ReturnType<typeof listenWithAccounts>>;
beforeAll(async () => {
  server = await listenWithAccounts();
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A shopper's browser on the real server: its cookies, the session AuthPort and the PasskeyPort over them. */
function browserWith(ceremonies: WebAuthnCeremonies) {
  const browser = browserFetch(server.baseUrl);
  const auth = createSessionAuth({ baseUrl: server.baseUrl, fetch: browser });
  const announced: User[] = [];
  const passkeys = createServerPasskeys({
    baseUrl: server.baseUrl,
    fetch: browser,
    onSignedIn: (user) => announced.push(user),
    ceremonies,
  });
  return { browser, auth, passkeys, announced };
}

const uniqueEmail = () => `passkey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** What @simplewebauthn/browser throws when the shopper closes the dialog: the DOMException's name kept. */
const closedDialog = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), {
    name: 'NotAllowedError',
    code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
  });

passkeyContract('the shop server’s passkeys', () => {
  const { auth, passkeys, announced } = browserWith({
    startRegistration: () => Promise.reject(closedDialog()),
    startAuthentication: () => Promise.reject(closedDialog()),
  });
  return {
    passkeys,
    announced,
    signUp: async () => void (await auth.signUp(uniqueEmail(), 'secret-pass')),
  };
});

describe('passkeys kept by the shop server', () => {
  it('adds a passkey for the signed-in shopper, who signs in with it in a browser with no session', async () => {
    const authenticator = softwareAuthenticator(server.baseUrl);
    const laptop = browserWith(authenticator);
    const shopper = await laptop.auth.signUp(uniqueEmail(), 'secret-pass');
    await laptop.passkeys.add('My laptop');
    expect(authenticator.credentials).toHaveLength(1);

    // the same authenticator in a browser that has no session (site data cleared, or signed out)
    const later = browserWith(authenticator);
    expect(await later.auth.credentials()).toBeNull();
    expect(await later.passkeys.signIn()).toEqual(shopper);
    expect(later.announced).toEqual([shopper]);
    expect(laptop.announced).toEqual([]);
    // the server's session cookie is set: the session AuthPort of the browser knows the shopper from it
    const session = createSessionAuth({ baseUrl: server.baseUrl, fetch: later.browser });
    expect(await session.credentials()).toEqual({ kind: 'session' });
  });

  it('adds one passkey per authenticator, and refuses one the server no longer keeps', async () => {
    const authenticator = softwareAuthenticator(server.baseUrl);
    const { auth, passkeys } = browserWith(authenticator);
    await auth.signUp(uniqueEmail(), 'secret-pass');
    await passkeys.add();
    await expect(passkeys.add()).rejects.toMatchObject({ code: 'auth/passkey-already-added' });

    const credentialID = authenticator.credentials[0]!.id.toString('base64url');
    await sql`DELETE FROM passkey WHERE "credentialID" = ${credentialID}`.execute(server.store.kysely);
    const elsewhere = browserWith(authenticator);
    await expect(elsewhere.passkeys.signIn()).rejects.toMatchObject({ code: 'auth/passkey-not-found' });
    expect(elsewhere.announced).toEqual([]);
  });
});

describe('passkeys: what a refusal is called', () => {
  /** a port whose server answers every request with `status` and `body` */
  const answering = (status: number, body: unknown, ceremonies: Partial<WebAuthnCeremonies> = {}) =>
    createServerPasskeys({
      baseUrl: 'http://shop.test',
      fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      onSignedIn: () => undefined,
      ceremonies: {
        startRegistration: ceremonies.startRegistration ?? (() => Promise.reject(new Error('not reached'))),
        startAuthentication: ceremonies.startAuthentication ?? (() => Promise.reject(new Error('not reached'))),
      },
    });

  it.each([
    [403, { code: 'SESSION_NOT_FRESH', message: 'Session is not fresh' }, 'auth/requires-recent-login'],
    [401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }, 'auth/requires-recent-login'],
    [429, { message: 'Too many requests. Please try again later.' }, 'auth/too-many-requests'],
    [500, { code: 'INTERNAL_SERVER_ERROR' }, 'auth/server-500'],
    [502, '<html>Bad gateway</html>', 'auth/server-502'],
  ])('the options answered %i %j: %s', async (status, body, code) => {
    await expect(answering(status, body).add()).rejects.toMatchObject({ code });
  });

  it('the server out of reach: a network failure the shopper can retry', async () => {
    const offline = createServerPasskeys({
      baseUrl: '',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onSignedIn: () => undefined,
      ceremonies: { startRegistration: vi.fn(), startAuthentication: vi.fn() },
    });
    await expect(offline.signIn()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    await expect(offline.add()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
  });

  it.each([
    ['NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'auth/passkey-cancelled'],
    ['AbortError', 'ERROR_CEREMONY_ABORTED', 'auth/passkey-cancelled'],
    ['InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', 'auth/passkey-already-added'],
    ['SecurityError', 'ERROR_INVALID_DOMAIN', 'auth/passkey-unsupported'],
    ['Error', '', 'auth/passkey-failed'],
  ])('the browser’s dialog ended with %s (%s): %s', async (name, code, expected) => {
    const failing = () => Promise.reject(Object.assign(new Error('the dialog said no'), { name, code }));
    const port = answering(
      200,
      { challenge: 'abc', rpId: 'localhost', rp: { id: 'localhost' } },
      {
        startRegistration: failing,
        startAuthentication: failing,
      },
    );
    const refusal = await port.signIn().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AuthError);
    expect(refusal).toMatchObject({ code: expected });
    await expect(port.add()).rejects.toMatchObject({ code: expected });
  });

  it('a sign-in the server refuses announces nobody', async () => {
    const onSignedIn = vi.fn();
    let calls = 0;
    const port = createServerPasskeys({
      baseUrl: '',
      // the options, then the verification's refusal
      fetch: async () =>
        (calls += 1) === 1
          ? Response.json({ challenge: 'abc', rpId: 'localhost' })
          : Response.json({ code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' }, { status: 401 }),
      onSignedIn,
      ceremonies: {
        startRegistration: vi.fn(),
        startAuthentication: async () => ({
          id: 'x',
          rawId: 'x',
          type: 'public-key' as const,
          clientExtensionResults: {},
          response: { clientDataJSON: '', authenticatorData: '', signature: '' },
        }),
      },
    });
    await expect(port.signIn()).rejects.toMatchObject({ code: 'auth/passkey-not-found' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('passkeys: whether they can work here', () => {
  const port = () => createServerPasskeys({ baseUrl: '', onSignedIn: () => undefined });
  const browserAt = (hostname: string, isSecureContext = true) =>
    vi.stubGlobal('window', { PublicKeyCredential: function PublicKeyCredential() {}, isSecureContext, location: { hostname } });

  it('yes in a browser with WebAuthn on a host name, localhost included', () => {
    browserAt('localhost');
    expect(port().supported()).toBe(true);
    browserAt('shop.example');
    expect(port().supported()).toBe(true);
  });

  it('no without WebAuthn, outside a secure context, or on an IP address (browsers refuse those)', () => {
    expect(port().supported()).toBe(false);
    vi.stubGlobal('window', { isSecureContext: true, location: { hostname: 'localhost' } });
    expect(port().supported()).toBe(false);
    browserAt('shop.example', false);
    expect(port().supported()).toBe(false);
    browserAt('127.0.0.1');
    expect(port().supported()).toBe(false);
    browserAt('[::1]');
    expect(port().supported()).toBe(false);
  });
});
