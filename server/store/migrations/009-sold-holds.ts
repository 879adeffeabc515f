import { type Kysely } from 'kysely';

/**
 * ADR-039: a paid hold stays where it is, marked sold, until housekeeping settles it into its
 * product's figures: the sale then never waits for the product's row, which every checkout of that
 * product updates. A column that may be null: the version before this step still runs beside it.
 */
export async function addSoldHolds(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('stock_holds').addColumn('sold', 'bigint').execute();
}
