import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';

/** The accounts server's refusals, as the identity codes the shop words for shoppers (src/domain/auth-messages.ts). */
const CODES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth/invalid-credential',
  INVALID_EMAIL: 'auth/invalid-email',
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-in-use',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  // a reset link used, expired or made up
  INVALID_TOKEN: 'auth/invalid-action-code',
};

const UNREACHABLE = 'We could not reach the shop. Please check your connection and try again.';
/** other tabs of this browser hear of a sign-in or a Sign Out at once */
const CHANNEL = 'shop-session';

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

type Answer = { status: number; body: Record<string, unknown> | null };

const userOf = (body: Record<string, unknown> | null): User | null => {
  const user = body?.user as { id?: unknown; email?: unknown } | undefined;
  return typeof user?.id === 'string' && typeof user.email === 'string' ? { uid: user.id, email: user.email } : null;
};

/** A refusal as an AuthError: a known code as the shop's own, a wait (429) with the server's words. */
function refusal({ status, body }: Answer): AuthError {
  const code = typeof body?.code === 'string' ? body.code : '';
  const words = [body?.error, body?.message].find((text): text is string => typeof text === 'string' && text !== '') ?? '';
  if (status === 429) return new AuthError('auth/too-many-requests', words || 'Too many attempts. Please wait and try again.');
  if (CODES[code]) return new AuthError(CODES[code], words);
  // the request's shape checked before any account is looked at: the field is named in the message
  if (code === 'VALIDATION_ERROR' && words.startsWith('[body.email]')) return new AuthError('auth/invalid-email', words);
  // anything else (a server fault, a proxy's page) is worded by the page's own fallback
  return new AuthError(`auth/server-${status}`, '');
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
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  let current: Promise<User | null> | null = null;

  async function call(path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new AuthError('auth/network-request-failed', UNREACHABLE);
    }
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, body: typeof parsed === 'object' ? (parsed as Record<string, unknown> | null) : null };
  }

  /** the server's answer when it is 200; any other is thrown as a refusal */
  async function accepted(path: string, body?: unknown): Promise<Answer> {
    const answer = await call(path, body);
    if (answer.status !== 200) throw refusal(answer);
    return answer;
  }

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

  async function signInWith(path: string, body: unknown): Promise<User> {
    const answer = await call(path, body);
    const user = answer.status === 200 ? userOf(answer.body) : null;
    if (!user) throw refusal(answer);
    settle(user);
    return user;
  }

  return {
    announceSignIn: (user) => settle(user),
    signIn: (email, password) => signInWith('/sign-in/email', { email: email.trim(), password }),
    // the account's display name is required by the accounts server: the e-mail's local part
    signUp: (email, password) =>
      signInWith('/sign-up/email', { email: email.trim(), password, name: email.trim().split('@')[0] }),
    async signOut() {
      await accepted('/sign-out', {});
      settle(null);
    },
    onUserChanged(listener) {
      listeners.add(listener);
      void known().then((user) => listeners.has(listener) && listener(user));
      return () => listeners.delete(listener);
    },
    async credentials() {
      return (await known()) ? { kind: 'session' } : null;
    },
    // the link goes to the shop's own /reset-password page, which the server builds itself (ADR-033)
    async requestPasswordReset(email) {
      await accepted('/request-password-reset', { email: email.trim() });
    },
    async resetPassword(token, newPassword) {
      await accepted('/reset-password', { token, newPassword });
      // the reset ended every session of the account: this browser's too, when it was signed in to it
      await refresh();
    },
  };
}
