import type { Kysely } from 'kysely';
import { applyBasketChanges, type BasketChange } from '../../ports/basket-change';
import type { BasketLine } from '../../ports/entities';
import type { Store } from '../store/open-store';
import type { StoreTables } from '../store/schema';

/** A signed-in shopper's basket as the server keeps it; `version` 0 is the basket never written. */
export interface StoredBasket {
  lines: BasketLine[];
  version: number;
}

/** Signed-in shoppers' baskets (ADR-032, ADR-042), shared by every instance of the server. */
export interface BasketStore {
  read(uid: string): Promise<StoredBasket>;
  /**
   * Applies the changes in order, each once: a change whose id this basket already applied (within
   * its last KEPT_WRITES writes) is left out. Answers the basket as it then is.
   */
  apply(uid: string, changes: readonly BasketChange[]): Promise<StoredBasket>;
}

/** How many of a basket's writes the applied change ids are kept for: a retry comes well within them. */
export const KEPT_WRITES = 200;

const MAX_ROUNDS = 50;

/** Another instance wrote the basket between this one's read and its write: the transaction is run again. */
class WrittenMeanwhile extends Error {}

const readIn = async (kysely: Kysely<StoreTables>, uid: string): Promise<StoredBasket> => {
  const row = await kysely.selectFrom('baskets').select(['lines_json', 'version']).where('uid', '=', uid).executeTakeFirst();
  return row ? { lines: JSON.parse(row.lines_json) as BasketLine[], version: row.version } : { lines: [], version: 0 };
};

/**
 * The baskets in the server's SQL store (ADR-029): the same queries on the SQL file and PostgreSQL.
 * A request's changes are applied in one transaction, whose write is conditional on the version it
 * read: of two instances applying at once, the one that finds the basket moved on reads it again and
 * applies its changes over it, so both devices' changes are kept (ADR-042).
 */
export function createBasketStore(store: Store, now: () => number = Date.now): BasketStore {
  const { kysely, reach } = store;

  const applyOnce = (uid: string, changes: readonly BasketChange[]) =>
    kysely.transaction().execute(async (transaction) => {
      const basket = await readIn(transaction, uid);
      const ids = [...new Set(changes.map((change) => change.id))];
      const applied = new Set(
        ids.length === 0
          ? []
          : (
              await transaction
                .selectFrom('basket_changes')
                .select('change_id')
                .where('uid', '=', uid)
                .where('change_id', 'in', ids)
                .execute()
            ).map((row) => row.change_id),
      );
      // a change sent twice in one request counts once too
      const fresh = changes.filter((change) => !applied.has(change.id) && applied.add(change.id));
      if (fresh.length === 0) return basket;
      const version = basket.version + 1;
      const values = {
        lines_json: JSON.stringify(applyBasketChanges(basket.lines, fresh)),
        version,
        updated: Math.floor(now() / 1000),
      };
      const written =
        basket.version === 0
          ? (
              await transaction
                .insertInto('baskets')
                .values({ uid, ...values })
                .onConflict((conflict) => conflict.column('uid').doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows
          : (
              await transaction
                .updateTable('baskets')
                .set(values)
                .where('uid', '=', uid)
                .where('version', '=', basket.version)
                .executeTakeFirst()
            ).numUpdatedRows;
      if (Number(written ?? 0) !== 1) throw new WrittenMeanwhile();
      await transaction
        .insertInto('basket_changes')
        .values(fresh.map((change) => ({ uid, change_id: change.id, version })))
        .execute();
      await transaction
        .deleteFrom('basket_changes')
        .where('uid', '=', uid)
        .where('version', '<=', version - KEPT_WRITES)
        .execute();
      return { lines: JSON.parse(values.lines_json) as BasketLine[], version };
    });

  return {
    read: (uid) => reach(() => readIn(kysely, uid)),
    apply: (uid, changes) =>
      reach(async () => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await applyOnce(uid, changes);
          } catch (error) {
            // every instance but one moves on at each round: many rounds are a fault, not a race
            if (!(error instanceof WrittenMeanwhile) || attempt === MAX_ROUNDS) throw error;
          }
        }
      }),
  };
}
