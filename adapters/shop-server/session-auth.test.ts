// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopperCredentials } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import { createMemoryMailer } from '../../server/test-support/memory-mailer';
import { MAIL_LINKS_TO, browserFetch, listenWithAccounts } from '../../server/test-support/shop-with-accounts';
import { authContract, type ResetMailbox } from '../../test-doubles/contracts/auth-contract';
import { createSessionAuth } from './session-auth';

let server: Awaited<ReturnType<typeof listenWithAccounts>>;
/** the mail the server sends: the reset links */
const mail = createMemoryMailer();
beforeAll(async () => {
  server = await listenWithAccounts({ mailer: mail.mailer });
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

/** The token of the link in the last mail to `email`, once the server has handed it to the mailer. */
const mailbox: ResetMailbox = {
  tokenSentTo: (email) =>
    vi.waitFor(() => {
      const link = mail.messages.findLast((message) => message.to === email)?.link;
      if (!link) throw new Error(`no reset mail to ${email} yet`);
      return new URL(link).searchParams.get('token')!;
    }),
};

authContract('the shop server’s sessions', freshAuth, whoIs, mailbox);

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

  it('has a reset link mailed to the shop’s own page, and refuses what is not an e-mail address', async () => {
    await freshAuth().signUp('forgetful@example.com', 'secret-pass');
    await freshAuth().requestPasswordReset!('Forgetful@example.com ');
    const token = await mailbox.tokenSentTo('forgetful@example.com');
    expect(mail.messages.at(-1)!.link).toBe(`${MAIL_LINKS_TO}/reset-password?token=${token}`);
    await expect(freshAuth().requestPasswordReset!('not-an-email')).rejects.toMatchObject({ code: 'auth/invalid-email' });
  });

  it('says the shop cannot be reached when the server does not answer, and keeps nobody signed in', async () => {
    const auth = createSessionAuth({ baseUrl: 'http://127.0.0.1:9', fetch: (input, init) => fetch(input, init) });
    const failure = await auth.signIn('ada@example.com', 'secret-pass').catch((error: unknown) => error);
    expect(failure).toEqual(
      new AuthError('auth/network-request-failed', 'We could not reach the shop. Please check your connection and try again.'),
    );
    expect(await auth.credentials()).toBeNull();
  });

  it('takes the shopper a page was drawn for without asking the server again', async () => {
    const asked: string[] = [];
    const auth = createSessionAuth({
      baseUrl: '',
      fetch: (async (input) => {
        asked.push(String(input));
        return Response.json(null);
      }) as typeof fetch,
    });
    const drawnFor = { uid: 'ada', email: 'ada@example.com' };
    const seen = await new Promise<User | null>((resolve) => auth.onUserChanged(resolve, drawnFor));
    expect(seen).toEqual(drawnFor);
    expect(await auth.credentials()).toEqual({ kind: 'session' });
    expect(asked).toEqual([]);
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
