import { type Kysely } from 'kysely';

/**
 * ADR-039: the client address a checkout came from, so that an address whose unpaid checkout
 * outlived its hold holds nothing for a while, whatever accounts it uses. Payments are indexed by
 * address and by shopper with their time, for that look-up; a hold names its shopper, whose holds
 * a new checkout gives back. May be null: a payment recorded
 * from a processor's event has none, and the version before this step still runs beside it.
 */
export async function addClientAddresses(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('payments').addColumn('client_address', 'text').execute();
  await kysely.schema.createIndex('payments_by_client_address').on('payments').columns(['client_address', 'created']).execute();
  await kysely.schema.createIndex('payments_by_shopper_created').on('payments').columns(['uid', 'created']).execute();
  await kysely.schema.alterTable('stock_holds').addColumn('shopper', 'text').execute();
  await kysely.schema.createIndex('stock_holds_by_shopper').on('stock_holds').column('shopper').execute();
}
