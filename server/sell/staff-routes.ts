import { Hono, type Context } from 'hono';
import type { ActivityPort } from '../../ports/activity-port';
import { StaffRefused, type StaffPort, type StaffRefusalCode } from '../../ports/staff-port';
import { mayDo, type StaffRight, type StaffUser } from '../../ports/staff-role';
import {
  invitationBodySchema,
  roleBodySchema,
  staffIdParamSchema,
  welcomeBodySchema,
  type MeAnswer,
  type StaffListAnswer,
} from '../../api/staff';
import type { LiveSession } from '../accounts/session-lookup';
import { jsonAs, paramAs } from '../http/checked-request';
import { sameOriginWrites } from '../http/shop-origin';
import type { Logger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import { invitationLink, staffInvitationMail } from '../mail/staff-invitation';
import type { StaffEnv, StaffGuard } from './staff-guard';

/** The most a back-office staff request's body may have: an e-mail and a role, a token and a password. */
const BODY_BYTES = 4 * 1024;
const RIGHTS = ['catalogue', 'stock', 'orders', 'refunds', 'activity', 'staff'] as const satisfies readonly StaffRight[];

/** How each refusal of the staff rules is answered. */
const STATUS_OF: Record<StaffRefusalCode, 403 | 404 | 409 | 410> = {
  not_allowed: 403,
  above_own_role: 403,
  other_account: 403,
  unknown_staff: 404,
  already_staff: 409,
  last_owner: 409,
  invitation_spent: 410,
};

export const WELCOME_REFUSED = {
  sign_in_first:
    'An account with this e-mail exists already. Sign in to it, then open the link again: its password stays as it is.',
  password_needed: 'The password must have 6 to 128 characters.',
  mail_failed: 'The invitation was made, but its mail could not be sent. Please invite again in a while.',
} as const;

/** The accounts of the server's, as accepting an invitation needs them (server/accounts/accounts.ts). */
export interface StaffAccounts {
  sessionOf(headers: Headers): Promise<LiveSession | null>;
  accountOf(email: string): Promise<{ id: string; email: string } | null>;
  createAccount(email: string, password: string): Promise<Response>;
}

export interface StaffRoutesSettings {
  staff: StaffPort;
  /** createStaffGuard's: the door of each route but the welcome */
  guard: StaffGuard;
  /** where each change goes on record: who, when, what before and after */
  activity: ActivityPort;
  accounts: StaffAccounts;
  /** where invitations go (SMTP or the outbox), and the shop's own address their links lead to */
  mailer: Mailer;
  mailLinksTo: string;
  /** the shop's own origins, for the welcome (the guard checks the others') */
  originsOf(request: Request): string[];
  logger: Logger;
}

/** A refusal of the staff rules as its answer; anything else goes on to the server's error handler. */
async function answering(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StaffRefused)) throw error;
    return c.json({ error: error.message, code: error.code }, STATUS_OF[error.code]);
  }
}

const actorOf = ({ id, email }: StaffUser) => ({ id, email });

/**
 * The back office's staff (ADR-044), to mount at `/api/sell`: who the signed-in user of the staff
 * is (`/me`), the staff and their invitations, inviting, changing a role, removing, and the
 * welcome that accepts an invitation. Every change is recorded in `activity`, never with a
 * password or a token.
 */
export function staffRoutes({ staff, guard, activity, accounts, mailer, mailLinksTo, originsOf, logger }: StaffRoutesSettings) {
  const routes = new Hono<StaffEnv>();
  const body = { maxSize: BODY_BYTES };

  routes.get('/me', guard(), (c) => {
    const { id, email, role } = c.var.staff;
    return c.json({ id, email, role, rights: RIGHTS.filter((right) => mayDo(role, right)) } satisfies MeAnswer);
  });

  routes.get('/staff', guard('staff'), async (c) => {
    const [people, invitations] = await Promise.all([staff.list(), staff.invitations()]);
    return c.json({
      staff: people,
      invitations: invitations.map((invitation) => ({ ...invitation, expires: invitation.expires.toISOString() })),
    } satisfies StaffListAnswer);
  });

  routes.post('/staff/invitations', guard('staff'), jsonAs(invitationBodySchema, body), (c) =>
    answering(c, async () => {
      const { email, role } = c.req.valid('json');
      const { token, expires } = await staff.invite(c.var.staff, email, role);
      const after = { email: email.toLowerCase(), role, expires: expires.toISOString() };
      await activity.record({
        actor: actorOf(c.var.staff),
        subject: 'staff',
        subjectId: after.email,
        action: 'invited',
        before: null,
        after,
      });
      try {
        await mailer.send(staffInvitationMail(after.email, role, invitationLink(mailLinksTo, token)));
      } catch (error) {
        logger.error(`Cannot send the staff invitation mail to ${after.email}`, error);
        return c.json({ error: WELCOME_REFUSED.mail_failed, code: 'mail_failed' }, 502);
      }
      return c.json(after, 201);
    }),
  );

  routes.patch('/staff/:id', guard('staff'), paramAs(staffIdParamSchema), jsonAs(roleBodySchema, body), (c) =>
    answering(c, async () => {
      const { id } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const before = await staff.changeRole(c.var.staff, id, role);
      const after = { ...before, role };
      if (before.role !== role)
        await activity.record({
          actor: actorOf(c.var.staff),
          subject: 'staff',
          subjectId: id,
          action: 'role changed',
          before: { email: before.email, role: before.role },
          after: { email: after.email, role },
        });
      return c.json(after);
    }),
  );

  routes.delete('/staff/:id', guard('staff'), paramAs(staffIdParamSchema), (c) =>
    answering(c, async () => {
      const { id } = c.req.valid('param');
      const before = await staff.remove(c.var.staff, id);
      await activity.record({
        actor: actorOf(c.var.staff),
        subject: 'staff',
        subjectId: id,
        action: 'removed',
        before: { email: before.email, role: before.role },
        after: null,
      });
      return c.json(before);
    }),
  );

  // the invited person is no staff yet: the token is their right to this one request
  routes.post('/welcome', sameOriginWrites(originsOf), jsonAs(welcomeBodySchema, body), (c) =>
    answering(c, async () => {
      c.header('Cache-Control', 'no-store');
      const { token, password } = c.req.valid('json');
      const invitation = await staff.invitationOf(token);
      const existing = await accounts.accountOf(invitation.email);
      let account = existing;
      let cookies: string[] = [];
      if (existing) {
        // an invitation never changes an account's password: its owner proves it is theirs by signing in
        const session = await accounts.sessionOf(c.req.raw.headers);
        if (session?.uid !== existing.id) return c.json({ error: WELCOME_REFUSED.sign_in_first, code: 'sign_in_first' }, 409);
      } else {
        if (password === undefined) return c.json({ error: WELCOME_REFUSED.password_needed, code: 'password_needed' }, 400);
        const created = await accounts.createAccount(invitation.email, password);
        const answer = (await created.json()) as { user?: { id: string; email: string }; message?: string; code?: string };
        if (!created.ok || !answer.user)
          return c.json({ error: answer.message ?? 'The account could not be made.', code: answer.code }, created.status as 400);
        account = { id: answer.user.id, email: answer.user.email };
        // signed in as the new account: the welcome page goes straight on to the back office
        cookies = created.headers.getSetCookie();
      }
      const joined = await staff.accept(token, account!);
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
      const person = { id: joined.id, email: joined.email, role: joined.role };
      await activity.record({
        actor: actorOf(person),
        subject: 'staff',
        subjectId: joined.id,
        action: 'joined',
        before: null,
        after: { email: joined.email, role: joined.role, invitedBy: joined.invitedBy },
      });
      return c.json(person);
    }),
  );

  return routes;
}
