import { type Kysely } from 'kysely';
import { onPostgres } from '../engine';

/**
 * ADR-045: the merchant's product photos, in the store so that every instance serves them. A photo
 * is named by the hash of the bytes uploaded; each of its renditions (a format at a width) keeps its
 * bytes in a binary column: BYTEA on PostgreSQL, a BLOB on SQLite.
 */
export async function createPhotos(kysely: Kysely<unknown>): Promise<void> {
  const binary = onPostgres(kysely) ? 'bytea' : 'blob';
  await kysely.schema
    .createTable('photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('created', 'bigint', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('photo_renditions')
    .addColumn('photo_id', 'text', (column) => column.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('bytes', binary, (column) => column.notNull())
    .addPrimaryKeyConstraint('photo_renditions_pkey', ['photo_id', 'format', 'width'])
    .execute();
}
