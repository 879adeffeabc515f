import type { BetterAuthOptions } from 'better-auth';
import type { Logger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/password-reset';
import type { ResetLinks } from './reset-links';
import type { ResetMailAllowance } from './reset-mail-allowance';

/** How long a reset link works (ADR-033): one hour. */
const RESET_LINK_SECONDS = 60 * 60;

type ResetOptions = Pick<
  NonNullable<BetterAuthOptions['emailAndPassword']>,
  'sendResetPassword' | 'resetPasswordTokenExpiresIn' | 'revokeSessionsOnPasswordReset' | 'onPasswordReset'
>;

export interface ResetByMailSettings {
  mailer: Mailer;
  /** the base of the link: the shop's own address, never the request's */
  linksTo: string;
  /** how many reset mails one address may be sent (ADR-041) */
  allowance: ResetMailAllowance;
  links: ResetLinks;
  logger: Logger;
}

/**
 * "Forgot your password?" by mail (ADR-033): a link to the shop's own page `/reset-password`, which
 * sets the new password with the token; the link works once (better-auth spends the token with the
 * new password), for one hour, and a reset ends every session of the account. Only the newest link of
 * an account works, and a reset ends them all; an address is sent a few reset mails an hour at most,
 * however many ask (ADR-041).
 */
export function resetByMail({ mailer, linksTo, allowance, links, logger }: ResetByMailSettings): ResetOptions {
  return {
    resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
    // whoever had the old password is signed out everywhere
    revokeSessionsOnPasswordReset: true,
    // the links mailed before, which anyone who read that mailbox may hold, are worth nothing now
    onPasswordReset: ({ user }) => links.endAll(user.id),
    async sendResetPassword({ user, token }) {
      // one count and one deletion either way: the answer, the same to every asker, takes as long
      // whether or not this mail goes
      if (!(await allowance.allows(user.email))) {
        // nobody will be sent this link
        await links.end(token);
        logger.info(
          `The password reset mail of account ${user.id} was not sent: its address has had its reset mails for this hour`,
        );
        return;
      }
      await links.endEarlier(user.id, token);
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
