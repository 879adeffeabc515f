import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { StaffRecords } from '../../test-doubles/contracts/staff-contract';
import { createSqlStaff } from '../sell/sql-staff';
import type { Store } from '../store/open-store';

/**
 * The staff contract's records on the server's store: `open()` opens the store (`another()` a
 * second one on the same database, as another instance), accounts and sessions written as
 * better-auth writes their rows.
 */
export function staffRecordsOn(open: () => Store): () => Promise<StaffRecords> {
  return async () => {
    const first = open();
    await first.ready;
    const stores = [first];
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const kysely = first.kysely;
    return {
      staff: createSqlStaff(first, { now }),
      another() {
        const store = open();
        stores.push(store);
        return createSqlStaff(store, { now });
      },
      async newAccount(email) {
        const id = randomUUID();
        const at = new Date().toISOString();
        await sql`INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
          VALUES (${id}, ${email}, ${email.toLowerCase()}, ${sql.raw('FALSE')}, ${at}, ${at})`.execute(kysely);
        return { id, email };
      },
      async signIn(userId) {
        const at = new Date();
        await sql`INSERT INTO session (id, "expiresAt", token, "createdAt", "updatedAt", "userId")
          VALUES (${randomUUID()}, ${new Date(at.getTime() + 3_600_000).toISOString()}, ${randomUUID()}, ${at.toISOString()},
            ${at.toISOString()}, ${userId})`.execute(kysely);
      },
      async sessionsOf(userId) {
        const rows = await kysely.selectFrom('session').select('token').where('userId', '=', userId).execute();
        return rows.length;
      },
      async kept() {
        return JSON.stringify(await kysely.selectFrom('staff_invitations').selectAll().execute());
      },
      advance(ms) {
        offset += ms;
      },
      async close() {
        await Promise.all(stores.map((store) => store.close()));
      },
    };
  };
}
