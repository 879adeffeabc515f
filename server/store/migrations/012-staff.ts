import { sql, type Kysely } from 'kysely';

/**
 * ADR-044: the shop's staff, each an account of the server's with a role, and the invitations not
 * yet accepted, kept by their token's SHA-256 alone. Times in milliseconds since epoch.
 */
export async function createStaff(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('staff')
    // an account deleted takes its place on the staff with it
    .addColumn('user_id', 'text', (column) => column.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (column) => column.notNull().check(sql`role IN ('owner', 'staff')`))
    .addColumn('joined', 'bigint', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('staff_invitations')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull().check(sql`role IN ('owner', 'staff')`))
    .addColumn('invited_by', 'text', (column) => column.notNull())
    .addColumn('expires', 'bigint', (column) => column.notNull())
    .execute();
  await kysely.schema.createIndex('staff_invitations_by_email').on('staff_invitations').column('email').execute();
}
