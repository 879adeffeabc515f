import { sql, type Kysely } from 'kysely';

/**
 * ADR-039: each stocked product's units on hand and held, and each checkout's hold. The checks are
 * the last guard: no figure ever goes below none.
 */
export async function createStock(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('stock')
    .addColumn('product_id', 'bigint', (column) => column.primaryKey())
    .addColumn('on_hand', 'integer', (column) => column.notNull().check(sql`on_hand >= 0`))
    .addColumn('held', 'integer', (column) => column.notNull().check(sql`held >= 0`))
    .addColumn('updated', 'bigint', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('stock_holds')
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('product_id', 'bigint', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('until', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('stock_holds_pk', ['holder', 'product_id'])
    .execute();
  await kysely.schema.createIndex('stock_holds_by_until').on('stock_holds').column('until').execute();
  // ADR-039: a payment the processor reported paid after its hold lapsed and the stock was sold: refunded
  await kysely.schema.alterTable('payments').addColumn('refund_due', 'bigint').execute();
  await kysely.schema.alterTable('payments').addColumn('refunded', 'bigint').execute();
}
