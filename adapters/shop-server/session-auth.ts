import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import { accountCodeOnFirstUse, UNREACHABLE, userOf, type Answer } from './session-answers';
import { SESSION_CHANNEL } from './session-channel';

/** The session AuthPort, and what the shop's own server tells it besides. */
export interface SessionAuth extends AuthPort {
  /**
   * The server has just signed this shopper in another way (a passkey) and set its session cookie:
   * reported at once to this tab's listeners and to the other tabs.
   */
  announceSignIn(user: User): void;
}

export interface SessionAuthOptions {
  /** where the shop's server answers /api/auth/*; '' for this page's own */
  baseUrl: string;
  fetch?: typeof fetch;
}

/**
 * AuthPort of the embedded default (ADR-031): accounts and sessions kept by the shop's server, the
 * session an HttpOnly cookie this code never sees. The browser keeps no account and no password;
 * it only asks the server who the cookie belongs to.
 */
export function createSessionAuth(options: SessionAuthOptions): SessionAuth {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/auth`;
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const listeners = new Set<(user: User | null) => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
  let current: Promise<User | null> | null = null;

  async function call(path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    try {
      // same-origin: the session cookie goes along by fetch's default
      response = await fetchFn(
        `${base}${path}`,
        body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      );
    } catch {
      throw new AuthError('auth/network-request-failed', UNREACHABLE);
    }
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, body: typeof parsed === 'object' ? (parsed as Record<string, unknown> | null) : null };
  }

  /** the server's answer when it is 200; any other is thrown, for the page's own fallback to word */
  async function accepted(path: string, body?: unknown): Promise<Answer> {
    const answer = await call(path, body);
    if (answer.status !== 200) throw new AuthError(`auth/server-${answer.status}`, '');
    return answer;
  }

  // signing in, up and resetting load when first asked for: most pages never do
  const requests = accountCodeOnFirstUse(async () => (await import('./account-requests')).accountRequests(call));

  const announce = (user: User | null) => listeners.forEach((listener) => listener(user));

  const settle = (user: User | null, tellOtherTabs = true) => {
    current = Promise.resolve(user);
    announce(user);
    if (tellOtherTabs) channel?.postMessage(user);
  };

  /** who the session cookie belongs to; a server out of reach leaves the shopper as last known */
  const askServer = async (): Promise<User | null> => userOf((await accepted('/get-session')).body);

  const known = () =>
    (current ??= askServer().catch(() => {
      // unknown for now: asked again at the next question
      current = null;
      return null;
    }));

  async function refresh() {
    const before = await known();
    const after = await askServer().catch(() => before);
    if (after?.uid !== before?.uid) settle(after, false);
  }

  channel?.addEventListener('message', (event: MessageEvent<User | null>) => settle(event.data, false));
  // a Sign Out on another device ends the session here too: looked at again when the tab is back
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void refresh());
  }

  const signedIn = (user: User) => {
    settle(user);
    return user;
  };

  return {
    announceSignIn: (user) => settle(user),
    signIn: async (email, password) => signedIn(await (await requests()).signIn(email, password)),
    signUp: async (email, password) => signedIn(await (await requests()).signUp(email, password)),
    async signOut() {
      await accepted('/sign-out', {});
      settle(null);
    },
    onUserChanged(listener, shown) {
      listeners.add(listener);
      // the server has just drawn the page for this shopper: its word is not asked for again
      if (shown) current ??= Promise.resolve(shown);
      void known().then((user) => listeners.has(listener) && listener(user));
      return () => listeners.delete(listener);
    },
    async credentials() {
      return (await known()) ? { kind: 'session' } : null;
    },
    requestPasswordReset: async (email) => (await requests()).requestPasswordReset(email),
    async resetPassword(token, newPassword) {
      await (await requests()).resetPassword(token, newPassword);
      // the reset ended every session of the account: this browser's too, when it was signed in to it
      await refresh();
    },
  };
}
