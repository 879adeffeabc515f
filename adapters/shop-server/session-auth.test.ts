// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperCredentials } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import { browserFetch, listenWithAccounts } from '../../server/test-support/shop-with-accounts';
import { authContract } from '../../test-doubles/contracts/auth-contract';
import { createSessionAuth } from './session-auth';

let server: Awaited<ReturnType<typeof listenWithAccounts>>;
beforeAll(async () => {
  server = await listenWithAccounts();
});
afterAll(() => server.close());

/** the browser of the port made last: the server reads the shopper from its cookie */
let lastBrowser: ReturnType<typeof browserFetch>;
const freshAuth = () => {
  lastBrowser = browserFetch(server.baseUrl);
  return createSessionAuth({ baseUrl: server.baseUrl, fetch: lastBrowser });
};

/** Who the session belongs to, as the payment server reads it: the cookie, asked of the server. */
async function whoIs(credentials: ShopperCredentials): Promise<User> {
  if (credentials.kind !== 'session') throw new Error('the server knows shoppers by their session');
  const answer = (await (await lastBrowser(`${server.baseUrl}/api/auth/get-session`)).json()) as {
    user: { id: string; email: string };
  };
  return { uid: answer.user.id, email: answer.user.email };
}

authContract('the shop server’s sessions', freshAuth, whoIs);

describe('sessions kept by the server', () => {
  it('signs in from a second browser with the account made in the first', async () => {
    const made = await freshAuth().signUp('traveller@example.com', 'secret-pass');
    const elsewhere = freshAuth();
    expect(await elsewhere.signIn('Traveller@example.com', 'secret-pass')).toEqual(made);
    expect(await elsewhere.credentials()).toEqual({ kind: 'session' });
  });

  it('keeps nothing of the account in the browser but the cookie the server set', async () => {
    const auth = freshAuth();
    await auth.signUp('cookie-only@example.com', 'secret-pass');
    expect([...lastBrowser.cookies.keys()]).toEqual(['better-auth.session_token']);
    expect(lastBrowser.cookies.get('better-auth.session_token')).not.toContain('secret-pass');
  });

  it('says the shop cannot be reached when the server does not answer, and keeps nobody signed in', async () => {
    const auth = createSessionAuth({ baseUrl: 'http://127.0.0.1:9', fetch: (input, init) => fetch(input, init) });
    const failure = await auth.signIn('ada@example.com', 'secret-pass').catch((error: unknown) => error);
    expect(failure).toEqual(
      new AuthError('auth/network-request-failed', 'We could not reach the shop. Please check your connection and try again.'),
    );
    expect(await auth.credentials()).toBeNull();
  });

  it('passes on a wait the server asks for (429) in its own words', async () => {
    const waiting = (async () =>
      Response.json(
        { error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.', code: 'too_many_failures' },
        { status: 429 },
      )) as typeof fetch;
    const failure = await createSessionAuth({ baseUrl: '', fetch: waiting })
      .signIn('ada@example.com', 'x')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 'auth/too-many-requests',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
  });
});
