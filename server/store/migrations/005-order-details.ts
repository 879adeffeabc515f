import { type Kysely } from 'kysely';

/**
 * ADR-032: where a paid order goes and the card's last four digits, each written once. Added
 * columns that may be null: the version before this step still runs beside it.
 */
export async function addOrderDetails(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('payments').addColumn('delivery_json', 'text').execute();
  await kysely.schema.alterTable('payments').addColumn('card_last4', 'text').execute();
}
