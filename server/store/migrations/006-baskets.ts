import { type Kysely } from 'kysely';

/** ADR-032: a signed-in shopper's basket, one row each; `version` counts its writes (the ETag). */
export async function createBaskets(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('baskets')
    .addColumn('uid', 'text', (column) => column.primaryKey())
    .addColumn('lines_json', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated', 'bigint', (column) => column.notNull())
    .execute();
}
