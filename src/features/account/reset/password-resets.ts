import type { AuthPort } from '../../../../ports/auth-port';

/** The accounts of a shop that mails reset links (ADR-033): the sign-in page links to the reset pages. */
export type ResettingAuth = AuthPort & Required<Pick<AuthPort, 'requestPasswordReset' | 'resetPassword'>>;

/** Whether this shop resets forgotten passwords: not where it cannot send mail (the offline demo). */
export const resetsPasswords = (auth: AuthPort): auth is ResettingAuth =>
  auth.requestPasswordReset !== undefined && auth.resetPassword !== undefined;
