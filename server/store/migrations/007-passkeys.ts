import type { Kysely } from 'kysely';

/**
 * The `passkey` table, one step for SQLite and PostgreSQL: the table better-auth's own generator
 * writes for @better-auth/passkey 1.7.6, with types both engines take (SQLite keeps booleans as 0/1
 * and times as text either way), and each credential id unique: one authenticator's key belongs to
 * one account. It runs after better-auth's own tables (the `user` it references).
 */
export async function createPasskeyTable(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('passkey')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text')
    .addColumn('publicKey', 'text', (column) => column.notNull())
    .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
    .addColumn('credentialID', 'text', (column) => column.notNull())
    .addColumn('counter', 'integer', (column) => column.notNull())
    .addColumn('deviceType', 'text', (column) => column.notNull())
    .addColumn('backedUp', 'boolean', (column) => column.notNull())
    .addColumn('transports', 'text')
    .addColumn('createdAt', 'timestamptz')
    .addColumn('aaguid', 'text')
    .execute();
  await kysely.schema.createIndex('passkey_userId_idx').on('passkey').column('userId').execute();
  await kysely.schema.createIndex('passkey_credentialID_idx').unique().on('passkey').column('credentialID').execute();
}
