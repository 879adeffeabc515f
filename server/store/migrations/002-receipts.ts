import { sql, type Kysely } from 'kysely';

/** ADR-030: each paid order's receipt, claimed by one instance and then marked sent. */
export async function addReceipts(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('payments').addColumn('receipt_claimed', 'bigint').execute();
  await kysely.schema.alterTable('payments').addColumn('receipt_sent', 'bigint').execute();
  // the sales made before receipts existed are not written to now, months later
  await sql`UPDATE payments SET receipt_sent = updated WHERE status = 'succeeded'`.execute(kysely);
}
