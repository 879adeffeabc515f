import type { BetterAuthOptions } from 'better-auth';
import type { Logger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/password-reset';

/** How long a reset link works (ADR-033): one hour. */
const RESET_LINK_SECONDS = 60 * 60;

type ResetOptions = Pick<
  NonNullable<BetterAuthOptions['emailAndPassword']>,
  'sendResetPassword' | 'resetPasswordTokenExpiresIn' | 'revokeSessionsOnPasswordReset'
>;

/**
 * "Forgot your password?" by mail (ADR-033): a link to the shop's own page `/reset-password`, which
 * sets the new password with the token; the link works once (better-auth spends the token with the
 * new password), for one hour, and a reset ends every session of the account.
 */
export function resetByMail({ mailer, linksTo, logger }: { mailer: Mailer; linksTo: string; logger: Logger }): ResetOptions {
  return {
    resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
    // whoever had the old password is signed out everywhere
    revokeSessionsOnPasswordReset: true,
    async sendResetPassword({ user, token }) {
      // the shop's own address, as in receipts, never the request's: its Host is the asker's to choose;
      // better-auth's own `url` would go through its API, which answers with redirects, not a page
      const link = new URL('/reset-password', linksTo);
      link.searchParams.set('token', token);
      // not awaited: the answer comes as soon for an unknown address as for a known one, so its
      // timing does not tell whether the account exists; a failure is the log's (they can ask again)
      void mailer
        .send(passwordResetMail(user.email, link.href))
        .catch((error: unknown) => logger.error(`Cannot send the password reset mail of account ${user.id}`, error));
    },
  };
}
