import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import type { PasskeyErrorCode, PasskeyPort } from '../../ports/passkey-port';

/** The browser's side of the two ceremonies: @simplewebauthn/browser's, or a test's authenticator. */
export interface WebAuthnCeremonies {
  startRegistration: typeof startRegistration;
  startAuthentication: typeof startAuthentication;
}

export interface PasskeyCeremoniesOptions {
  /** where the shop's server answers /api/auth/*; '' for this page's own */
  baseUrl: string;
  fetch?: typeof fetch;
  /** the server has just signed this shopper in with a passkey (its session cookie is set) */
  onSignedIn(user: User): void;
  /** default: @simplewebauthn/browser's, over navigator.credentials */
  ceremonies?: WebAuthnCeremonies;
}

const UNREACHABLE = 'We could not reach the shop. Please check your connection and try again.';

/** better-auth's passkey refusals (@better-auth/passkey's error codes) as the port's. */
const SERVER_CODES: Record<string, PasskeyErrorCode> = {
  PASSKEY_NOT_FOUND: 'auth/passkey-not-found',
  SESSION_NOT_FRESH: 'auth/requires-recent-login',
  SESSION_REQUIRED: 'auth/requires-recent-login',
  UNAUTHORIZED: 'auth/requires-recent-login',
  CHALLENGE_NOT_FOUND: 'auth/passkey-failed',
  FAILED_TO_VERIFY_REGISTRATION: 'auth/passkey-failed',
  AUTHENTICATION_FAILED: 'auth/passkey-failed',
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: 'auth/passkey-failed',
};

type Answer = { status: number; body: Record<string, unknown> | null };

function refusal({ status, body }: Answer): AuthError {
  const code = typeof body?.code === 'string' ? body.code : '';
  const words = typeof body?.message === 'string' ? body.message : '';
  if (status === 429) return new AuthError('auth/too-many-requests', words || 'Too many attempts. Please wait and try again.');
  if (SERVER_CODES[code]) return new AuthError(SERVER_CODES[code], words);
  // a server fault, a proxy's page: worded by the page's own fallback
  return new AuthError(`auth/server-${status}`, '');
}

/**
 * What the browser's dialog ended with, as the port's code. @simplewebauthn/browser's WebAuthnError
 * carries the DOMException's name (NotAllowedError: cancelled or timed out; InvalidStateError: this
 * authenticator is already registered; SecurityError: a domain WebAuthn refuses) and its own code.
 */
function ceremonyRefusal(failure: unknown): AuthError {
  const { name = '', code = '', message = '' } = (failure ?? {}) as { name?: string; code?: string; message?: string };
  const refused = (code: PasskeyErrorCode) => new AuthError(code, message);
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return refused('auth/passkey-cancelled');
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return refused('auth/passkey-already-added');
  if (name === 'SecurityError' || name === 'NotSupportedError' || name === 'ConstraintError' || /not supported/i.test(message))
    return refused('auth/passkey-unsupported');
  return refused('auth/passkey-failed');
}

const userOf = (body: Record<string, unknown> | null): User | null => {
  const user = body?.user as { id?: unknown; email?: unknown } | undefined;
  return typeof user?.id === 'string' && typeof user.email === 'string' ? { uid: user.id, email: user.email } : null;
};

/** the authenticator's answer as the server reads it: without the browser's extension results (as better-auth's own client sends it) */
const withoutExtensions = <T extends { clientExtensionResults?: unknown }>({ clientExtensionResults: _, ...answer }: T) => answer;

/**
 * The two ceremonies against better-auth's passkey plugin on the shop's server
 * (server/accounts/passkeys.ts), which keeps the public keys and the challenges: each is a request
 * for options, the browser's dialog, and a request with the authenticator's answer. The challenge
 * travels in an HttpOnly cookie of the server's, so every request is same-origin with its cookies.
 */
export function passkeyCeremonies(options: PasskeyCeremoniesOptions): Omit<PasskeyPort, 'supported'> {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/auth/passkey`;
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const browser = options.ceremonies ?? { startRegistration, startAuthentication };

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

  /** the options of a ceremony, from the server; it keeps their challenge (its cookie names it) for the answer */
  async function optionsFor<T>(path: string): Promise<T> {
    const answer = await call(path);
    if (answer.status !== 200 || !answer.body) throw refusal(answer);
    return answer.body as T;
  }

  return {
    async add(name) {
      const optionsJSON = await optionsFor<PublicKeyCredentialCreationOptionsJSON>('/generate-register-options');
      const created = await browser.startRegistration({ optionsJSON }).catch((failure: unknown) => {
        throw ceremonyRefusal(failure);
      });
      const label = name?.trim();
      const answer = await call('/verify-registration', {
        response: withoutExtensions(created),
        ...(label ? { name: label } : {}),
      });
      if (answer.status !== 200) throw refusal(answer);
    },

    async signIn() {
      const optionsJSON = await optionsFor<PublicKeyCredentialRequestOptionsJSON>('/generate-authenticate-options');
      const asserted = await browser.startAuthentication({ optionsJSON }).catch((failure: unknown) => {
        throw ceremonyRefusal(failure);
      });
      const answer = await call('/verify-authentication', { response: withoutExtensions(asserted) });
      const user = answer.status === 200 ? userOf(answer.body) : null;
      if (!user) throw refusal(answer);
      options.onSignedIn(user);
      return user;
    },
  };
}
