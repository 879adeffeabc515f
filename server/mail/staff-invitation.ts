import type { StaffRole } from '../../ports/staff-role';
import type { MailMessage } from './mailer';

/**
 * The mail of an invitation to the shop's staff (ADR-044): the role, the link to the back office's
 * welcome page where the invited person sets their password (or, with an account already, signs in
 * and accepts), that it works once within 24 hours, and that nobody else can use it.
 */
export function staffInvitationMail(to: string, role: StaffRole, link: string): MailMessage {
  return {
    to,
    subject: role === 'owner' ? 'You are invited to run Shopfront as an owner' : 'You are invited to Shopfront’s staff',
    link,
    text: [
      `You are invited to the back office of Shopfront, as ${role === 'owner' ? 'an owner' : 'staff'}.`,
      '',
      'To accept, open this link and choose your password:',
      link,
      '',
      'The link works once, within 24 hours. If you already have an account with this e-mail, sign in',
      'to it first: your password stays as it is.',
      '',
      'If you did not expect this, you can ignore this e-mail: nothing happens without the link.',
      '',
    ].join('\n'),
  };
}

/** The link of an invitation: the back office's welcome page on the shop's own address, never a request's. */
export function invitationLink(linksTo: string, token: string): string {
  const link = new URL('/sell/welcome', linksTo);
  link.searchParams.set('token', token);
  return link.href;
}
