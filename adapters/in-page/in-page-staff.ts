import { mayDo, mayGrant, type StaffRole, type StaffUser } from '../../ports/staff-role';
import {
  COMMAND_LINE,
  INVITATION_HOURS,
  StaffRefused,
  type PendingInvitation,
  type StaffActor,
  type StaffPort,
} from '../../ports/staff-port';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A token of 32 random bytes, base64url, and its SHA-256 in hex: the only form of it kept. */
async function hashOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
/** 32 random bytes in base64url: 43 characters, whatever the bytes (dropping + and / would make it shorter) */
const newToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const byRoleThenEmail = (a: StaffUser, b: StaffUser) =>
  a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'owner' ? -1 : 1;

/**
 * The staff in memory: the double of tests and of the offline demo's back office. `endSessionsOf`
 * is told of each person removed, as the server's adapter deletes their sessions.
 */
export function createInPageStaff({
  now = () => new Date(),
  endSessionsOf = () => undefined,
}: { now?: () => Date; endSessionsOf?: (userId: string) => void } = {}): StaffPort & {
  /** everything kept, for a test that looks for what must not be kept (a token) */
  kept(): string;
} {
  const staff = new Map<string, StaffUser>();
  const invitations = new Map<string, PendingInvitation>();

  const actorRole = (actor: StaffActor): StaffRole | null =>
    actor.id === COMMAND_LINE.id ? COMMAND_LINE.role : (staff.get(actor.id)?.role ?? null);
  /** the actor's role as kept now (not as the caller says), if it may manage staff */
  const managing = (actor: StaffActor): StaffRole => {
    const role = actorRole(actor);
    if (role === null || !mayDo(role, 'staff')) throw new StaffRefused('not_allowed');
    return role;
  };
  const existing = (userId: string) => {
    const user = staff.get(userId);
    if (!user) throw new StaffRefused('unknown_staff');
    return user;
  };
  const owners = () => [...staff.values()].filter((user) => user.role === 'owner').length;
  const good = async (token: string) => {
    const hash = await hashOf(token);
    const invitation = invitations.get(hash);
    if (!invitation || invitation.expires.getTime() <= now().getTime()) throw new StaffRefused('invitation_spent');
    return { hash, invitation };
  };

  return {
    async list() {
      return [...staff.values()].sort(byRoleThenEmail).map((user) => ({ ...user }));
    },
    async invitations() {
      return [...invitations.values()]
        .filter((invitation) => invitation.expires.getTime() > now().getTime())
        .reverse()
        .map((invitation) => ({ ...invitation }));
    },
    async roleOf(userId) {
      return staff.get(userId)?.role ?? null;
    },
    async invite(actor, email, role) {
      if (!mayGrant(managing(actor), role)) throw new StaffRefused('above_own_role');
      if ([...staff.values()].some((user) => sameEmail(user.email, email))) throw new StaffRefused('already_staff');
      for (const [hash, invitation] of invitations) if (sameEmail(invitation.email, email)) invitations.delete(hash);
      const token = newToken();
      const expires = new Date(now().getTime() + INVITATION_HOURS * 60 * 60 * 1000);
      invitations.set(await hashOf(token), { email, role, invitedBy: actor.id, expires });
      return { token, expires };
    },
    async invitationOf(token) {
      const { invitation } = await good(token);
      return { email: invitation.email, role: invitation.role, invitedBy: invitation.invitedBy };
    },
    async accept(token, account) {
      const { hash, invitation } = await good(token);
      if (!sameEmail(invitation.email, account.email)) throw new StaffRefused('other_account');
      invitations.delete(hash);
      const user = { id: account.id, email: account.email, role: invitation.role };
      staff.set(account.id, user);
      return { ...user, invitedBy: invitation.invitedBy };
    },
    async changeRole(actor, userId, role) {
      const actorsRole = managing(actor);
      const user = existing(userId);
      if (!mayGrant(actorsRole, role) || !mayGrant(actorsRole, user.role)) throw new StaffRefused('above_own_role');
      if (user.role === 'owner' && role !== 'owner' && owners() === 1) throw new StaffRefused('last_owner');
      staff.set(userId, { ...user, role });
      return { ...user };
    },
    async remove(actor, userId) {
      const actorsRole = managing(actor);
      const user = existing(userId);
      if (!mayGrant(actorsRole, user.role)) throw new StaffRefused('above_own_role');
      if (user.role === 'owner' && owners() === 1) throw new StaffRefused('last_owner');
      staff.delete(userId);
      endSessionsOf(userId);
      return { ...user };
    },
    kept: () => JSON.stringify({ staff: [...staff], invitations: [...invitations] }),
  };
}
