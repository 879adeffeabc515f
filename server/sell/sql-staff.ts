import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { mayDo, mayGrant, type StaffRole, type StaffUser } from '../../ports/staff-role';
import { COMMAND_LINE, INVITATION_HOURS, StaffRefused, type StaffActor, type StaffPort } from '../../ports/staff-port';
import type { Store } from '../store/open-store';
import type { StoreTables } from '../store/schema';

type StoreKysely = Kysely<StoreTables>;

/** The only form of an invitation's token the store keeps: its SHA-256, so a copy of the store invites nobody. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const byRoleThenEmail = (a: StaffUser, b: StaffUser) =>
  a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'owner' ? -1 : 1;

/**
 * The staff on the server's store (ADR-044), beside the accounts whose ids they are: one row a
 * person with their role, and the invitations by their token's hash. `now` is the clock of the
 * invitations' 24 hours (tests move it).
 */
export function createSqlStaff(store: Store, { now = () => new Date() }: { now?: () => Date } = {}): StaffPort {
  const { kysely, reach } = store;
  const postgres = store.engine === 'postgres';

  /**
   * Every owner, locked until the transaction ends: of two changes to the owners at once, the second
   * waits and reads them as the first left them (PostgreSQL; a transaction on the SQL file holds the
   * whole file's write lock from its start).
   */
  const ownersLocked = async (trx: StoreKysely) =>
    (
      await trx
        .selectFrom('staff')
        .select('user_id')
        .where('role', '=', 'owner')
        // in one order, so that two such transactions never each hold a row the other waits for
        .orderBy('user_id')
        .$if(postgres, (query) => query.forUpdate())
        .execute()
    ).map((row) => row.user_id);

  /** the actor's role as kept now, inside the transaction (not as the caller says), if it may manage staff */
  const managing = async (trx: StoreKysely, actor: StaffActor): Promise<StaffRole> => {
    const role =
      actor.id === COMMAND_LINE.id
        ? COMMAND_LINE.role
        : ((await trx.selectFrom('staff').select('role').where('user_id', '=', actor.id).executeTakeFirst())?.role ?? null);
    if (role === null || !mayDo(role, 'staff')) throw new StaffRefused('not_allowed');
    return role;
  };

  /** the person with their e-mail, or unknown_staff */
  const existing = async (trx: StoreKysely, userId: string): Promise<StaffUser> => {
    const row = await trx
      .selectFrom('staff')
      .innerJoin('user', 'user.id', 'staff.user_id')
      .select(['staff.user_id', 'staff.role', 'user.email'])
      .where('staff.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new StaffRefused('unknown_staff');
    return { id: row.user_id, email: row.email, role: row.role };
  };

  /** The invitation of the token while it is good (locked on PostgreSQL, so that it is spent once). */
  const goodInvitation = async (trx: StoreKysely, token: string) => {
    const row = await trx
      .selectFrom('staff_invitations')
      .select(['token_hash', 'email', 'role', 'invited_by'])
      .where('token_hash', '=', hashOf(token))
      .where('expires', '>', now().getTime())
      .$if(postgres, (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) throw new StaffRefused('invitation_spent');
    return row;
  };

  /** Runs `work` in one transaction on the store; a refusal undoes it. */
  const inTransaction = <T>(work: (trx: StoreKysely) => Promise<T>) => reach(() => kysely.transaction().execute(work));

  return {
    async list() {
      const rows = await reach(() =>
        kysely
          .selectFrom('staff')
          .innerJoin('user', 'user.id', 'staff.user_id')
          .select(['staff.user_id', 'staff.role', 'user.email'])
          .execute(),
      );
      return rows.map((row) => ({ id: row.user_id, email: row.email, role: row.role })).sort(byRoleThenEmail);
    },

    async invitations() {
      const rows = await reach(() =>
        kysely
          .selectFrom('staff_invitations')
          .select(['email', 'role', 'invited_by', 'expires'])
          .where('expires', '>', now().getTime())
          .orderBy('expires', 'desc')
          .execute(),
      );
      return rows.map((row) => ({
        email: row.email,
        role: row.role,
        invitedBy: row.invited_by,
        expires: new Date(Number(row.expires)),
      }));
    },

    async roleOf(userId) {
      const row = await reach(() => kysely.selectFrom('staff').select('role').where('user_id', '=', userId).executeTakeFirst());
      return row?.role ?? null;
    },

    invite: (actor, email, role) =>
      inTransaction(async (trx) => {
        if (!mayGrant(await managing(trx, actor), role)) throw new StaffRefused('above_own_role');
        const address = email.toLowerCase();
        const already = await trx
          .selectFrom('staff')
          .innerJoin('user', 'user.id', 'staff.user_id')
          .select('staff.user_id')
          .where((row) => row(row.fn('lower', ['user.email']), '=', address))
          .executeTakeFirst();
        if (already) throw new StaffRefused('already_staff');
        // only the newest invitation of an e-mail works: an older link, in whoever's hands, is worth nothing
        await trx.deleteFrom('staff_invitations').where('email', '=', address).execute();
        const token = randomBytes(32).toString('base64url');
        const expires = new Date(now().getTime() + INVITATION_HOURS * 60 * 60 * 1000);
        await trx
          .insertInto('staff_invitations')
          .values({ token_hash: hashOf(token), email: address, role, invited_by: actor.id, expires: expires.getTime() })
          .execute();
        return { token, expires };
      }),

    async invitationOf(token) {
      const row = await reach(() => goodInvitation(kysely, token));
      return { email: row.email, role: row.role, invitedBy: row.invited_by };
    },

    accept: (token, account) =>
      inTransaction(async (trx) => {
        const invitation = await goodInvitation(trx, token);
        if (invitation.email !== account.email.toLowerCase()) throw new StaffRefused('other_account');
        // spent in the transaction that makes the person staff: of two acceptances, one finds it
        const spent = await trx
          .deleteFrom('staff_invitations')
          .where('token_hash', '=', invitation.token_hash)
          .executeTakeFirst();
        if (Number(spent.numDeletedRows) !== 1) throw new StaffRefused('invitation_spent');
        await trx.insertInto('staff').values({ user_id: account.id, role: invitation.role, joined: now().getTime() }).execute();
        return { id: account.id, email: account.email, role: invitation.role, invitedBy: invitation.invited_by };
      }),

    changeRole: (actor, userId, role) =>
      inTransaction(async (trx) => {
        const owners = await ownersLocked(trx);
        const actorsRole = await managing(trx, actor);
        const user = await existing(trx, userId);
        if (!mayGrant(actorsRole, role) || !mayGrant(actorsRole, user.role)) throw new StaffRefused('above_own_role');
        if (user.role === 'owner' && role !== 'owner' && owners.length === 1) throw new StaffRefused('last_owner');
        await trx.updateTable('staff').set({ role }).where('user_id', '=', userId).execute();
        return user;
      }),

    remove: (actor, userId) =>
      inTransaction(async (trx) => {
        const owners = await ownersLocked(trx);
        const actorsRole = await managing(trx, actor);
        const user = await existing(trx, userId);
        if (!mayGrant(actorsRole, user.role)) throw new StaffRefused('above_own_role');
        if (user.role === 'owner' && owners.length === 1) throw new StaffRefused('last_owner');
        await trx.deleteFrom('staff').where('user_id', '=', userId).execute();
        // signed out everywhere: a removed person's open back-office pages answer 401 at once
        await trx.deleteFrom('session').where('userId', '=', userId).execute();
        return user;
      }),
  };
}
