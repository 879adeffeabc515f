import { type Kysely } from 'kysely';

/**
 * ADR-051: the steps of each paid order after its payment (shipped, delivered, cancelled, refunded,
 * a note), appended and never changed: the order's state is read from them. A refund's amount has a
 * column of its own, and when the processor confirmed it; a step the shopper is told of, when an
 * instance claimed its mail and when it went (a step not to be mailed is sent when written); a refund
 * the processor made itself (its dashboard's) is kept once, by the processor's id of it.
 */
export async function createOrderSteps(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('order_steps')
    .addColumn('intent_id', 'text', (column) => column.notNull().references('payments.intent_id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('by_id', 'text', (column) => column.notNull())
    .addColumn('by_email', 'text', (column) => column.notNull())
    .addColumn('step_json', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint')
    .addColumn('refund_sent', 'bigint')
    .addColumn('processor_refund_id', 'text', (column) => column.unique())
    .addColumn('mail_claimed', 'bigint')
    .addColumn('mail_sent', 'bigint')
    .addPrimaryKeyConstraint('order_steps_pkey', ['intent_id', 'seq'])
    .execute();
  await kysely.schema.createIndex('order_steps_refunds_unsent').on('order_steps').columns(['refund_sent', 'kind']).execute();
  await kysely.schema.createIndex('order_steps_mail_unsent').on('order_steps').columns(['mail_sent']).execute();
}
