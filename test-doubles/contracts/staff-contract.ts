import { describe, expect, it } from 'vitest';
import { COMMAND_LINE, INVITATION_HOURS, StaffRefused, type StaffAccount, type StaffPort } from '../../ports/staff-port';
import type { StaffRole, StaffUser } from '../../ports/staff-role';

/** One set of staff records to run the contract on, and what the contract needs around them. */
export interface StaffRecords {
  staff: StaffPort;
  /** the same records through another instance (the double: itself), for changes at the same time */
  another(): StaffPort;
  /** a new account of the server's: a shopper, until an invitation for its e-mail is accepted */
  newAccount(email: string): Promise<StaffAccount>;
  /** a session of the account, as a sign-in makes one */
  signIn(userId: string): Promise<void>;
  /** how many sessions the account has */
  sessionsOf(userId: string): Promise<number>;
  /** everything kept of the invitations, as text */
  kept(): Promise<string>;
  /** moves the records' clock on */
  advance(ms: number): void;
  close(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

/** The instance once it answers: its first request (a connection, a schema check) is not part of a race. */
const ready = async (staff: StaffPort) => {
  await staff.list();
  return staff;
};

const refusal = (code: StaffRefused['code']) => expect.objectContaining({ name: 'StaffRefused', code });

/** What every StaffPort promises (ADR-044): the memory double, the SQL file and PostgreSQL. */
export function staffContract(name: string, open: () => Promise<StaffRecords>) {
  /** Runs `test` on new records, closed afterwards whatever happens. */
  const withRecords = (test: (records: StaffRecords) => Promise<void>) => async () => {
    const records = await open();
    try {
      await test(records);
    } finally {
      await records.close();
    }
  };
  /** A new account, invited from the command line with `role`, that accepted. */
  const joined = async ({ staff, newAccount }: StaffRecords, email: string, role: StaffRole): Promise<StaffUser> => {
    const account = await newAccount(email);
    const { token } = await staff.invite(COMMAND_LINE, email, role);
    const { id } = await staff.accept(token, account);
    return { id, email, role };
  };

  describe(`StaffPort contract: ${name}`, () => {
    it(
      'makes nobody staff until the invitation for their e-mail is accepted with its token',
      withRecords(async ({ staff, newAccount }) => {
        const shopper = await newAccount('shopper@example.com');
        expect(await staff.roleOf(shopper.id)).toBeNull();
        const { token, expires } = await staff.invite(COMMAND_LINE, 'shopper@example.com', 'staff');
        expect(await staff.roleOf(shopper.id)).toBeNull();
        expect(await staff.list()).toEqual([]);
        expect(await staff.invitations()).toEqual([
          { email: 'shopper@example.com', role: 'staff', invitedBy: COMMAND_LINE.id, expires },
        ]);
        expect(await staff.invitationOf(token)).toEqual({
          email: 'shopper@example.com',
          role: 'staff',
          invitedBy: 'command-line',
        });
        expect(await staff.accept(token, shopper)).toEqual({
          id: shopper.id,
          email: 'shopper@example.com',
          role: 'staff',
          invitedBy: 'command-line',
        });
        expect(await staff.roleOf(shopper.id)).toBe('staff');
        expect(await staff.list()).toEqual([{ id: shopper.id, email: 'shopper@example.com', role: 'staff' }]);
        expect(await staff.invitations()).toEqual([]);
      }),
    );

    it(
      'lists owners first, then by e-mail',
      withRecords(async (records) => {
        const zed = await joined(records, 'zed@example.com', 'owner');
        const bea = await joined(records, 'bea@example.com', 'staff');
        const amy = await joined(records, 'amy@example.com', 'staff');
        expect(await records.staff.list()).toEqual([zed, amy, bea]);
      }),
    );

    it(
      'keeps only a hash of the token, never the token',
      withRecords(async ({ staff, kept }) => {
        const { token } = await staff.invite(COMMAND_LINE, 'new@example.com', 'owner');
        expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        const text = await kept();
        expect(text).toContain('new@example.com');
        expect(text).not.toContain(token);
      }),
    );

    it(
      'takes an invitation once',
      withRecords(async ({ staff, newAccount }) => {
        const account = await newAccount('once@example.com');
        const { token } = await staff.invite(COMMAND_LINE, 'once@example.com', 'staff');
        await staff.accept(token, account);
        await expect(staff.accept(token, account)).rejects.toEqual(refusal('invitation_spent'));
        await expect(staff.invitationOf(token)).rejects.toEqual(refusal('invitation_spent'));
        await expect(staff.invitationOf('never-made-by-anyone-at-all-0000000000000')).rejects.toEqual(
          refusal('invitation_spent'),
        );
      }),
    );

    it(
      'takes an invitation for 24 hours, not a moment more',
      withRecords(async ({ staff, newAccount, advance }) => {
        const early = await newAccount('early@example.com');
        const late = await newAccount('late@example.com');
        const first = await staff.invite(COMMAND_LINE, 'early@example.com', 'staff');
        const second = await staff.invite(COMMAND_LINE, 'late@example.com', 'staff');
        advance(INVITATION_HOURS * HOUR - 1000);
        expect(await staff.accept(first.token, early)).toMatchObject({ role: 'staff' });
        advance(1000);
        await expect(staff.invitationOf(second.token)).rejects.toEqual(refusal('invitation_spent'));
        await expect(staff.accept(second.token, late)).rejects.toEqual(refusal('invitation_spent'));
        expect(await staff.roleOf(late.id)).toBeNull();
        expect(await staff.invitations()).toEqual([]);
      }),
    );

    it(
      'takes the newest invitation of an e-mail only',
      withRecords(async ({ staff, newAccount }) => {
        const account = await newAccount('twice@example.com');
        const older = await staff.invite(COMMAND_LINE, 'twice@example.com', 'owner');
        const newer = await staff.invite(COMMAND_LINE, 'twice@example.com', 'staff');
        await expect(staff.accept(older.token, account)).rejects.toEqual(refusal('invitation_spent'));
        expect(await staff.accept(newer.token, account)).toMatchObject({ role: 'staff' });
      }),
    );

    it(
      "never makes another e-mail's account staff with an invitation, nor invites staff again",
      withRecords(async (records) => {
        const { staff, newAccount } = records;
        const other = await newAccount('other@example.com');
        const { token } = await staff.invite(COMMAND_LINE, 'invited@example.com', 'owner');
        await expect(staff.accept(token, other)).rejects.toEqual(refusal('other_account'));
        expect(await staff.roleOf(other.id)).toBeNull();
        // the invitation is still good for its own e-mail, whatever its case
        const invited = await newAccount('Invited@Example.com');
        expect(await staff.accept(token, invited)).toMatchObject({ role: 'owner' });
        await expect(staff.invite(COMMAND_LINE, 'invited@example.com', 'staff')).rejects.toEqual(refusal('already_staff'));
      }),
    );

    it(
      'lets only an owner manage staff, by the role kept, not the role a caller claims',
      withRecords(async (records) => {
        const { staff, newAccount } = records;
        const owner = await joined(records, 'owner@example.com', 'owner');
        const clerk = await joined(records, 'clerk@example.com', 'staff');
        const shopper = await newAccount('shopper@example.com');
        await expect(staff.invite(clerk, 'new@example.com', 'owner')).rejects.toEqual(refusal('not_allowed'));
        await expect(staff.invite(clerk, 'new@example.com', 'staff')).rejects.toEqual(refusal('not_allowed'));
        await expect(staff.invite({ ...clerk, role: 'owner' }, 'new@example.com', 'owner')).rejects.toEqual(
          refusal('not_allowed'),
        );
        const claimed = { id: shopper.id, email: shopper.email, role: 'owner' as const };
        await expect(staff.invite(claimed, 'new@example.com', 'staff')).rejects.toEqual(refusal('not_allowed'));
        await expect(staff.changeRole(clerk, clerk.id, 'owner')).rejects.toEqual(refusal('not_allowed'));
        await expect(staff.changeRole(clerk, owner.id, 'staff')).rejects.toEqual(refusal('not_allowed'));
        await expect(staff.remove(clerk, owner.id)).rejects.toEqual(refusal('not_allowed'));
        expect(await staff.invitations()).toEqual([]);
        expect(await staff.list()).toEqual([owner, clerk]);
        // an owner may do all of it
        await staff.invite(owner, 'new@example.com', 'owner');
        expect(await staff.changeRole(owner, clerk.id, 'owner')).toEqual(clerk);
        expect(await staff.roleOf(clerk.id)).toBe('owner');
      }),
    );

    it(
      'keeps the last owner: neither demoted nor removed',
      withRecords(async (records) => {
        const { staff } = records;
        const owner = await joined(records, 'owner@example.com', 'owner');
        await expect(staff.changeRole(owner, owner.id, 'staff')).rejects.toEqual(refusal('last_owner'));
        await expect(staff.remove(owner, owner.id)).rejects.toEqual(refusal('last_owner'));
        const second = await joined(records, 'second@example.com', 'owner');
        expect(await staff.changeRole(owner, second.id, 'staff')).toEqual(second);
        await expect(staff.remove(owner, owner.id)).rejects.toEqual(refusal('last_owner'));
        expect(await staff.remove(owner, second.id)).toEqual({ ...second, role: 'staff' });
        expect(await staff.list()).toEqual([owner]);
      }),
    );

    it(
      'keeps an owner when two owners demote or remove each other at the same time',
      withRecords(async (records) => {
        const { staff } = records;
        const elsewhere = await ready(records.another());
        const first = await joined(records, 'first@example.com', 'owner');
        const second = await joined(records, 'second@example.com', 'owner');
        const demotions = await Promise.allSettled([
          staff.changeRole(first, second.id, 'staff'),
          elsewhere.changeRole(second, first.id, 'staff'),
        ]);
        expect(demotions.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect((await staff.list()).filter((user) => user.role === 'owner')).toHaveLength(1);

        const third = await joined(records, 'third@example.com', 'owner');
        const [owner] = (await staff.list()).filter((user) => user.role === 'owner' && user.id !== third.id);
        const removals = await Promise.allSettled([staff.remove(owner!, third.id), elsewhere.remove(third, owner!.id)]);
        expect(removals.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect((await staff.list()).filter((user) => user.role === 'owner')).toHaveLength(1);
      }),
    );

    it(
      'takes an invitation once when two accept it at the same time',
      withRecords(async ({ staff, another, newAccount }) => {
        const elsewhere = await ready(another());
        const account = await newAccount('race@example.com');
        const { token } = await staff.invite(COMMAND_LINE, 'race@example.com', 'staff');
        const results = await Promise.allSettled([staff.accept(token, account), elsewhere.accept(token, account)]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: refusal('invitation_spent') });
      }),
    );

    it(
      "ends a removed person's sessions, and only theirs",
      withRecords(async (records) => {
        const { staff, signIn, sessionsOf } = records;
        const owner = await joined(records, 'owner@example.com', 'owner');
        const clerk = await joined(records, 'clerk@example.com', 'staff');
        await signIn(owner.id);
        await signIn(clerk.id);
        await signIn(clerk.id);
        expect(await sessionsOf(clerk.id)).toBe(2);
        await staff.remove(owner, clerk.id);
        expect(await sessionsOf(clerk.id)).toBe(0);
        expect(await sessionsOf(owner.id)).toBe(1);
        expect(await staff.roleOf(clerk.id)).toBeNull();
        await expect(staff.remove(owner, clerk.id)).rejects.toEqual(refusal('unknown_staff'));
        await expect(staff.changeRole(owner, clerk.id, 'staff')).rejects.toEqual(refusal('unknown_staff'));
      }),
    );
  });
}
