import { type Kysely } from 'kysely';

/** Secrets the server makes itself when none is configured, the same for every instance (ADR-031). */
export async function createServerSecrets(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}
