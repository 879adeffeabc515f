import { type Kysely } from 'kysely';

/**
 * ADR-031: better-auth's tables for e-mail and password accounts, as its own generator writes them
 * for this version, with the types both engines take (SQLite stores booleans as 0/1 and times as
 * text either way).
 */
export async function createAccounts(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('user')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('emailVerified', 'boolean', (column) => column.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('session')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('expiresAt', 'timestamptz', (column) => column.notNull())
    .addColumn('token', 'text', (column) => column.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await kysely.schema
    .createTable('account')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('accountId', 'text', (column) => column.notNull())
    .addColumn('providerId', 'text', (column) => column.notNull())
    .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', 'timestamptz')
    .addColumn('refreshTokenExpiresAt', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('verification')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('identifier', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('expiresAt', 'timestamptz', (column) => column.notNull())
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .execute();
  await kysely.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
  await kysely.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
  await kysely.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();
}
