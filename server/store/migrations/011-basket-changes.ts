import { type Kysely } from 'kysely';

/**
 * ADR-042: the changes already applied to each shopper's basket, by their id, so that a change sent
 * again (a retry, a page that never heard the answer) counts once. `version` is the basket's
 * version that applied it: only the changes of the last writes are kept.
 */
export async function addBasketChanges(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('basket_changes')
    .addColumn('uid', 'text', (column) => column.notNull())
    .addColumn('change_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('basket_changes_pkey', ['uid', 'change_id'])
    .execute();
  await kysely.schema.createIndex('basket_changes_by_version').on('basket_changes').columns(['uid', 'version']).execute();
}
