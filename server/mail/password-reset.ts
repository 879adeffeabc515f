import type { MailMessage } from './mailer';

/**
 * The mail "Forgot your password?" sends (ADR-033): what it is for, the link to the
 * shop's page that sets a new password, that the link works once within an hour, and that a
 * shopper who did not ask can ignore it (someone typed their address: nothing changes).
 */
export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Shopfront password',
    link,
    text: [
      'Someone asked to reset the password of your Shopfront account.',
      '',
      'To set a new password, open this link:',
      link,
      '',
      'The link works once, within one hour.',
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}
