import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import { userOf, type AccountsCall, type Answer } from './session-answers';

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
 * What a shopper asks of the accounts server on /auth and the reset pages: loaded when first asked
 * (ADR-025), so pages where nobody signs in do not carry it. Each throws the server's refusal as an
 * AuthError.
 */
export function accountRequests(call: AccountsCall) {
  async function accepted(path: string, body: unknown): Promise<Answer> {
    const answer = await call(path, body);
    if (answer.status !== 200) throw refusal(answer);
    return answer;
  }
  async function signedIn(path: string, body: unknown): Promise<User> {
    const user = userOf((await accepted(path, body)).body);
    if (!user) throw refusal({ status: 502, body: null });
    return user;
  }
  return {
    signIn: (email: string, password: string) => signedIn('/sign-in/email', { email: email.trim(), password }),
    // the account's display name is required by the accounts server: the e-mail's local part
    signUp: (email: string, password: string) =>
      signedIn('/sign-up/email', { email: email.trim(), password, name: email.trim().split('@')[0] }),
    // the link goes to the shop's own /reset-password page, which the server builds itself (ADR-033)
    requestPasswordReset: async (email: string) => void (await accepted('/request-password-reset', { email: email.trim() })),
    resetPassword: async (token: string, newPassword: string) => void (await accepted('/reset-password', { token, newPassword })),
  };
}
