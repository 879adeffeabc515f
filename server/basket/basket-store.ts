import type { BasketLine } from '../../ports/entities';
import type { Store } from '../store/open-store';

/** A signed-in shopper's basket as the server keeps it; `version` 0 is the basket never written. */
export interface StoredBasket {
  lines: BasketLine[];
  version: number;
}

/** A write either made the next version, or found another version there (the basket changed elsewhere). */
export type BasketWrite = { ok: true; version: number } | { ok: false; current: StoredBasket };

/** Signed-in shoppers' baskets (ADR-032), shared by every instance of the server. */
export interface BasketStore {
  read(uid: string): Promise<StoredBasket>;
  /** Writes the lines as the version after `expectedVersion`, only if that is still the version kept. */
  write(uid: string, lines: BasketLine[], expectedVersion: number): Promise<BasketWrite>;
}

/**
 * The baskets in the server's SQL store (ADR-029): the same queries on the SQL file and PostgreSQL.
 * A write is one conditional statement, so of two devices (on two instances) writing over the same
 * version exactly one wins; the other is told the basket as it now is.
 */
export function createBasketStore(store: Store, now: () => number = Date.now): BasketStore {
  const { kysely, reach } = store;

  const read = (uid: string) =>
    reach(async (): Promise<StoredBasket> => {
      const row = await kysely.selectFrom('baskets').select(['lines_json', 'version']).where('uid', '=', uid).executeTakeFirst();
      return row ? { lines: JSON.parse(row.lines_json) as BasketLine[], version: row.version } : { lines: [], version: 0 };
    });

  /** Rows written: 1 when the version was still `expectedVersion`, 0 when another write came first. */
  const conditionalWrite = async (uid: string, lines: BasketLine[], expectedVersion: number) => {
    const values = { lines_json: JSON.stringify(lines), version: expectedVersion + 1, updated: Math.floor(now() / 1000) };
    if (expectedVersion === 0) {
      const result = await kysely
        .insertInto('baskets')
        .values({ uid, ...values })
        .onConflict((conflict) => conflict.column('uid').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    const result = await kysely
      .updateTable('baskets')
      .set(values)
      .where('uid', '=', uid)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  };

  return {
    read,
    async write(uid, lines, expectedVersion) {
      if ((await reach(() => conditionalWrite(uid, lines, expectedVersion))) === 1) {
        return { ok: true, version: expectedVersion + 1 };
      }
      return { ok: false, current: await read(uid) };
    },
  };
}
