import { sql, type RawBuilder } from 'kysely';
import type { Store } from '../store/open-store';

/** better-auth keeps each reset link as a row of `verification`: this and the token, the account's id as its value. */
const RESET_LINK = 'reset-password:';

/**
 * The password reset links of the accounts (ADR-033, ADR-041), ended in the store itself, so that a
 * link ended on one instance works on none.
 */
export function resetLinks(store: Store) {
  const run = (statement: RawBuilder<unknown>) => store.reach(() => statement.execute(store.kysely)).then(() => undefined);
  return {
    /** Ends the link of `token`. */
    end: (token: string) => run(sql`DELETE FROM "verification" WHERE "identifier" = ${RESET_LINK + token}`),

    /**
     * Ends the links of account `userId` made before the one of `token`: every link lasts as long, so
     * the earlier made expires earlier. Two made in the same millisecond both stay.
     */
    endEarlier: (userId: string, token: string) =>
      run(sql`DELETE FROM "verification"
        WHERE "value" = ${userId} AND "identifier" LIKE ${`${RESET_LINK}%`}
          AND "expiresAt" < (SELECT "expiresAt" FROM "verification" WHERE "identifier" = ${RESET_LINK + token})`),

    /** Ends every link of account `userId`. */
    endAll: (userId: string) =>
      run(sql`DELETE FROM "verification" WHERE "value" = ${userId} AND "identifier" LIKE ${`${RESET_LINK}%`}`),
  };
}

export type ResetLinks = ReturnType<typeof resetLinks>;
