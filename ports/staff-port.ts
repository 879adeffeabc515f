import type { StaffRole, StaffUser } from './staff-role';

/** How long an invitation's link works (ADR-044): once, within 24 hours. */
export const INVITATION_HOURS = 24;

/** The messages a refused staff change is answered with, as the back office and the command line show them. */
export const STAFF_REFUSALS = {
  not_allowed: 'Only an owner can manage staff.',
  above_own_role: 'Nobody can grant a role above their own.',
  last_owner: 'The shop needs an owner: make someone else an owner first.',
  unknown_staff: 'No staff with this id.',
  already_staff: 'This e-mail already belongs to staff.',
  invitation_spent: 'This invitation has expired or has already been used. Please ask an owner for a new one.',
  other_account: 'This invitation is for another e-mail address.',
} as const;

export type StaffRefusalCode = keyof typeof STAFF_REFUSALS;

/** A staff change the rules refuse (ADR-044): `code` for the caller, the message fit to show. */
export class StaffRefused extends Error {
  override readonly name = 'StaffRefused';
  constructor(readonly code: StaffRefusalCode) {
    super(STAFF_REFUSALS[code]);
  }
}

/**
 * Who makes a change: a user of the staff, or the merchant's command line, which whoever holds the
 * store runs (the first owner is invited from there).
 */
export type StaffActor = StaffUser | typeof COMMAND_LINE;

/** The command line as an actor: it acts as an owner, and is no user. */
export const COMMAND_LINE = { id: 'command-line', email: 'npm run merchant', role: 'owner' } as const;

/** An invitation not yet accepted. */
export interface PendingInvitation {
  email: string;
  role: StaffRole;
  /** the id of who invited (COMMAND_LINE's id for the command line) */
  invitedBy: string;
  /** when its link stops working */
  expires: Date;
}

/** What an invitation gives its accepter, and who made it. */
export type AcceptedInvitation = Omit<PendingInvitation, 'expires'>;

/** An account of the server's as the staff rules see it: its id and e-mail. */
export interface StaffAccount {
  id: string;
  email: string;
}

/**
 * The shop's staff and their roles (ADR-044). Every rule is kept here, whoever asks: nobody grants
 * a role above their own, the last owner is neither removed nor demoted, an invitation is good once
 * within INVITATION_HOURS and only its token's hash is kept, and nobody is staff until an invitation
 * for their e-mail is accepted by them. A refused change throws StaffRefused and changes nothing.
 */
export interface StaffPort {
  /** every user of the staff, owners first, then by e-mail */
  list(): Promise<StaffUser[]>;
  /** invitations not yet accepted and still good, newest first */
  invitations(): Promise<PendingInvitation[]>;
  /** the user's role, or null for a user who is not staff */
  roleOf(userId: string): Promise<StaffRole | null>;
  /**
   * Invites `email` with `role`, ending any earlier invitation of that e-mail; answers the token the
   * link carries (never kept: only its hash is) and when it stops working.
   */
  invite(actor: StaffActor, email: string, role: StaffRole): Promise<{ token: string; expires: Date }>;
  /** what the token's invitation is for, while it is good; throws `invitation_spent` otherwise */
  invitationOf(token: string): Promise<AcceptedInvitation>;
  /**
   * Spends the invitation and makes `account` staff with its role: the account's e-mail must be the
   * invitation's. Good once: of two acceptances at once, one throws `invitation_spent`.
   */
  accept(token: string, account: StaffAccount): Promise<StaffUser & AcceptedInvitation>;
  /** Gives the user another role; answers the user as it was. */
  changeRole(actor: StaffActor, userId: string, role: StaffRole): Promise<StaffUser>;
  /** Takes the user off the staff, ending their sessions; answers the user as it was. */
  remove(actor: StaffActor, userId: string): Promise<StaffUser>;
}
