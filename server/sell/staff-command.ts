import type { ActivityPort } from '../../ports/activity-port';
import { readAs } from '../../api/problem';
import { invitationBodySchema } from '../../api/staff';
import { COMMAND_LINE, type StaffPort } from '../../ports/staff-port';
import type { Mailer } from '../mail/mailer';
import { invitationLink, staffInvitationMail } from '../mail/staff-invitation';

export const MERCHANT_USAGE = `Usage: npm run merchant -- <command>
  invite <e-mail> --role owner|staff   mails <e-mail> a link to join the back office with that role:
                                       they choose their own password; the link works once, within 24 hours
  list                                 the staff with their roles, and the invitations not yet accepted
It acts on the store the server uses: DATA_DIR's SQL file, or PostgreSQL when DATABASE_URL is set.
Mail goes through SMTP_URL, else to .eml files in DATA_DIR/outbox/; links lead to VITE_SITE_URL.`;

/** A command line the merchant typed that means nothing: the message says what would. */
export class MerchantUsageError extends Error {}

export interface MerchantCommandParts {
  staff: StaffPort;
  /** where an invitation goes on record (ADR-047), made by the command line */
  activity: ActivityPort;
  mailer: Mailer;
  /** the shop's own address, which the invitation's link leads to */
  mailLinksTo: string;
}

/** The e-mail and role of `invite <e-mail> --role <role>`, in either order, as the back office's schema reads them. */
function invitationOf(args: readonly string[]) {
  const at = args.indexOf('--role');
  const role = at === -1 ? undefined : args[at + 1];
  const rest = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
  if (rest.length !== 1 || role === undefined) throw new MerchantUsageError(MERCHANT_USAGE);
  const read = readAs(invitationBodySchema, { email: rest[0], role });
  if (!read.ok) throw new MerchantUsageError(read.problem);
  return read.value;
}

/**
 * `npm run merchant` (ADR-044): the merchant invites staff, the first owner above all, and lists
 * them. Answers the lines to print, never a password or a token; throws MerchantUsageError for a
 * command that means nothing and StaffRefused for one the staff rules refuse.
 */
export async function runMerchantCommand(
  { staff, activity, mailer, mailLinksTo }: MerchantCommandParts,
  args: readonly string[],
) {
  const [command, ...rest] = args;
  if (command === 'invite') {
    const { email, role } = invitationOf(rest);
    const { token, expires } = await staff.invite(COMMAND_LINE, email, role);
    await activity.record({
      actor: { id: COMMAND_LINE.id, email: COMMAND_LINE.email },
      subject: 'staff',
      subjectId: email.toLowerCase(),
      action: 'invited',
      before: null,
      after: { email: email.toLowerCase(), role, expires: expires.toISOString() },
    });
    await mailer.send(staffInvitationMail(email.toLowerCase(), role, invitationLink(mailLinksTo, token)));
    return [
      `Invited ${email.toLowerCase()} as ${role}: the link went by mail (${mailer.where}).`,
      `It works once, until ${expires.toISOString()}; a new invitation ends it.`,
    ];
  }
  if (command === 'list' && rest.length === 0) {
    const [people, invitations] = await Promise.all([staff.list(), staff.invitations()]);
    const lines =
      people.length === 0
        ? ['Nobody is staff yet: invite the first owner with npm run merchant -- invite <e-mail> --role owner.']
        : [];
    lines.push(...people.map((person) => `${person.role.padEnd(6)}  ${person.email}`));
    lines.push(
      ...invitations.map(
        (invitation) => `${invitation.role.padEnd(6)}  ${invitation.email} (invited, until ${invitation.expires.toISOString()})`,
      ),
    );
    return lines;
  }
  throw new MerchantUsageError(MERCHANT_USAGE);
}
