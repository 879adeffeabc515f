import { type Kysely } from 'kysely';

/**
 * ADR-051: when an order's step reached its order of record kept elsewhere (the cloud's Firestore
 * order, which the shopper's page follows live). Null until it has: a write that failed is made
 * again by the minute's round. The embedded default keeps none elsewhere and never fills it.
 */
export async function addOrderStepsRecorded(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('order_steps').addColumn('recorded', 'bigint').execute();
  await kysely.schema.createIndex('order_steps_unrecorded').on('order_steps').columns(['recorded']).execute();
}
