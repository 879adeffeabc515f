import type { ColumnType, Kysely } from 'kysely';

/**
 * A shopper's passkey (ADR-034), as @better-auth/passkey 1.7.6 keeps it: written and read by
 * that plugin alone (server/accounts/passkeys.ts). The challenge of a ceremony under way is a row of
 * better-auth's `verification` table, not of this one.
 */
export interface PasskeyTable {
  id: string;
  /** the shopper's label for it, when they gave one */
  name: string | null;
  /** the credential's COSE public key, base64 (standard, not URL-safe) */
  publicKey: string;
  userId: string;
  /** the authenticator's credential id, base64url: how a sign-in finds the passkey */
  credentialID: string;
  /** the authenticator's signature counter, as last seen */
  counter: number;
  /** 'singleDevice' or 'multiDevice' (synced) */
  deviceType: string;
  /** SQLite answers 0 or 1, PostgreSQL a boolean */
  backedUp: ColumnType<boolean | number, boolean, boolean>;
  /** comma-joined, e.g. 'internal,hybrid' */
  transports: string | null;
  createdAt: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  /** the authenticator model's id */
  aaguid: string | null;
}

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
