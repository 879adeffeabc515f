import type { AuthPort } from '../../ports/auth-port';
// the answer's type only: the schema's code would weigh on the cloud's sign-in
import type { SessionTokenAnswer } from '../../api/session';
import type { User } from '../../ports/entities';

export interface PageSessionOptions {
  /** where the shop's pages are served from: '' for this page's own origin, whose cookie page loads carry */
  baseUrl: string;
  fetch?: typeof fetch;
}

/**
 * The cloud configuration's page session (ADR-038): at each sign-in the browser hands its fresh ID
 * token to the shop's server, which sets a session cookie by which it draws the shopper's pages
 * (ADR-036); Sign Out ends it there first. Best effort: a server that cannot be reached, or one
 * that serves no pages, leaves the pages to the browser, as before.
 */
export function withPageSession(
  auth: AuthPort,
  { baseUrl, fetch: fetchFn = (input, init) => fetch(input, init) }: PageSessionOptions,
): AuthPort {
  const post = (path: string, body?: unknown) =>
    fetchFn(`${baseUrl}/api/session${path}`, {
      method: 'POST',
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    }).then(
      () => undefined,
      () => undefined,
    );
  /** the session starts in the background: signing in does not wait for it */
  const begin = (user: User) => {
    void auth.credentials().then((credentials) => credentials?.kind === 'id-token' && post('', { idToken: credentials.token }));
    return user;
  };
  return {
    ...auth,
    signIn: async (email, password) => begin(await auth.signIn(email, password)),
    signUp: async (email, password) => begin(await auth.signUp(email, password)),
    async signOut() {
      // ended on the server before the browser: the next page load is not drawn for the shopper
      await post('/end');
      await auth.signOut();
    },
  };
}

/**
 * The server's token for the shopper of this browser's page session (ADR-038): a browser whose
 * Firebase storage was cleared signs its SDK in with it. Null without a session, or out of reach.
 */
export async function sessionToken({ baseUrl, fetch: fetchFn = (input, init) => fetch(input, init) }: PageSessionOptions) {
  try {
    const answer = await fetchFn(`${baseUrl}/api/session/token`, { method: 'POST' });
    const { token } = answer.ok ? ((await answer.json()) as Partial<SessionTokenAnswer>) : {};
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}
