import { sql, type Kysely } from 'kysely';

/**
 * ADR-046: the catalogue kept in the store, edited in the back office. Prices in cents; a product
 * hidden from shoppers stays (orders keep their own copy). `catalog_version` rises with every change
 * in the same transaction: how every instance learns that its copy is old.
 */
export async function createCatalog(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('categories')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .execute();
  await kysely.schema
    .createTable('products')
    .addColumn('id', 'bigint', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('category_id', 'integer', (column) => column.notNull().references('categories.id'))
    .addColumn('price_cents', 'bigint', (column) => column.notNull().check(sql`price_cents > 0`))
    .addColumn('list_price_cents', 'bigint')
    .addColumn('rating_rate', 'real', (column) => column.notNull())
    .addColumn('rating_count', 'integer', (column) => column.notNull())
    // how the picture is drawn when the product has no photo (a built-in product's outline)
    .addColumn('art_json', 'text')
    // the photos' ids, in the order shown; the first is the product's picture
    .addColumn('photos_json', 'text', (column) => column.notNull())
    .addColumn('published', 'integer', (column) => column.notNull())
    /** seconds since epoch */
    .addColumn('updated', 'bigint', (column) => column.notNull())
    .execute();
  await kysely.schema.createIndex('products_by_category').on('products').column('category_id').execute();
  await kysely.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await kysely
    .insertInto('catalog_version' as never)
    .values({ id: 1, version: 0 } as never)
    .execute();
}
