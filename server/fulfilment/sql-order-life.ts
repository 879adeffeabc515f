import type { Kysely, Transaction } from 'kysely';
import {
  checkStep,
  mailsShopper,
  type OrderHistory,
  type OrderStep,
  type PaidLine,
  type RecordedStep,
  type StepActor,
} from '../../ports/order-life';
import type { OrderLifePort } from '../../ports/order-life-port';
import type { StoreTables } from '../store/schema';
import type { Store } from '../store/open-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The steps of paid orders in the store (ADR-051), the SQL file or PostgreSQL, beside the payments
 * they follow and the stock a cancel gives back to. A step is checked and written in one transaction
 * that holds the order's payment row (PostgreSQL's row lock; SQLite's transaction holds the write
 * lock from its start).
 */
export function createSqlOrderLife(store: Store, now: () => number = nowSeconds): OrderLifePort {
  const { kysely, reach } = store;

  /**
   * The histories of the paid orders among `orderIds`, in three queries whatever their number
   * (a shopper's orders page reads them all); `lock` holds their payment rows (one order's, in a step).
   */
  async function historiesIn(reader: Kysely<StoreTables> | Transaction<StoreTables>, orderIds: readonly string[], lock: boolean) {
    const found = new Map<string, OrderHistory>();
    if (orderIds.length === 0) return found;
    const payments = await reader
      .selectFrom('payments')
      .select(['intent_id', 'amount', 'refund_due'])
      .where('intent_id', 'in', orderIds)
      .where('status', '=', 'succeeded')
      .$if(lock && store.engine === 'postgres', (query) => query.forUpdate())
      .execute();
    // paid after its stock sold out, the payment is given back in full by itself (ADR-039): nothing is left to refund
    for (const payment of payments)
      found.set(payment.intent_id, {
        orderId: payment.intent_id,
        chargedCents: payment.refund_due === null ? Number(payment.amount) : 0,
        lines: [],
        steps: [],
      });
    const paid = [...found.keys()];
    if (paid.length === 0) return found;
    const lines = await reader
      .selectFrom('payment_lines')
      .select(['intent_id', 'product_id', 'title', 'amount', 'unit_price_cents'])
      .where('intent_id', 'in', paid)
      .orderBy('intent_id')
      .orderBy('position')
      .execute();
    for (const line of lines)
      found.get(line.intent_id)!.lines.push({
        productId: Number(line.product_id),
        title: line.title,
        units: line.amount,
        cents: Number(line.unit_price_cents) * line.amount,
      });
    const rows = await reader
      .selectFrom('order_steps')
      .selectAll()
      .where('intent_id', 'in', paid)
      .orderBy('intent_id')
      .orderBy('seq')
      .execute();
    for (const row of rows)
      found.get(row.intent_id)!.steps.push({
        ...(JSON.parse(row.step_json) as OrderStep),
        seq: Number(row.seq),
        at: Number(row.at),
        by: { id: row.by_id, email: row.by_email },
      });
    return found;
  }

  const historyIn = async (reader: Kysely<StoreTables> | Transaction<StoreTables>, orderId: string, lock: boolean) =>
    (await historiesIn(reader, [orderId], lock)).get(orderId) ?? null;

  /**
   * Writes `step` as the next of `history` and adds it there. A step the shopper is not told of has
   * no mail to send; a refund the processor made itself (`processorRefundId`) none to send it.
   */
  async function append(
    trx: Transaction<StoreTables>,
    history: OrderHistory,
    step: OrderStep,
    { at, by, processorRefundId = null }: { at: number; by: StepActor; processorRefundId?: string | null },
  ) {
    const recorded: RecordedStep = { ...step, seq: history.steps.length + 1, at, by: { id: by.id, email: by.email } };
    await trx
      .insertInto('order_steps')
      .values({
        intent_id: history.orderId,
        seq: recorded.seq,
        kind: step.kind,
        at,
        by_id: by.id,
        by_email: by.email,
        step_json: JSON.stringify(step),
        amount_cents: step.kind === 'refunded' ? step.amountCents : null,
        refund_sent: processorRefundId === null ? null : at,
        processor_refund_id: processorRefundId,
        mail_claimed: null,
        mail_sent: mailsShopper(step, history.steps.at(-1)) ? null : at,
        recorded: null,
      })
      .execute();
    history.steps.push(recorded);
  }

  /** The order's units back on the stock of the products the shop counts (ADR-039), in the cancel's transaction. */
  async function restock(trx: Transaction<StoreTables>, lines: readonly PaidLine[], at: number) {
    for (const line of lines)
      await trx
        .updateTable('stock')
        .set((row) => ({ on_hand: row('on_hand', '+', line.units), updated: at }))
        .where('product_id', '=', line.productId)
        .execute();
  }

  return {
    history: (orderId) => reach(() => historyIn(kysely, orderId, false)),

    histories: (orderIds) =>
      reach(async () => {
        const found = new Map<string, OrderHistory>();
        // a few hundred ids a query: within every engine's limit on bound values
        for (let from = 0; from < orderIds.length; from += 500)
          for (const [id, history] of await historiesIn(kysely, orderIds.slice(from, from + 500), false)) found.set(id, history);
        return found;
      }),

    take: (orderId, steps, by) =>
      reach(() =>
        kysely.transaction().execute(async (trx) => {
          const history = await historyIn(trx, orderId, true);
          if (!history) return null;
          const wanted = typeof steps === 'function' ? steps(structuredClone(history)) : steps;
          const at = now();
          for (const step of wanted) {
            checkStep(history, step);
            await append(trx, history, step, { at, by });
          }
          if (wanted.some((step) => step.kind === 'cancelled')) await restock(trx, history.lines, at);
          return history;
        }),
      ),

    takeProcessorRefund: (orderId, { processorRefundId, amountCents, reason }, by) =>
      reach(() =>
        kysely.transaction().execute(async (trx) => {
          const history = await historyIn(trx, orderId, true);
          if (!history) return null;
          const known = await trx
            .selectFrom('order_steps')
            .select('seq')
            .where('processor_refund_id', '=', processorRefundId)
            .executeTakeFirst();
          if (known) return history;
          await append(trx, history, { kind: 'refunded', amountCents, reason }, { at: now(), by, processorRefundId });
          return history;
        }),
      ),

    refundsToSend: (limit) =>
      reach(async () => {
        const rows = await kysely
          .selectFrom('order_steps')
          .select(['intent_id', 'seq', 'amount_cents'])
          .where('kind', '=', 'refunded')
          .where('refund_sent', 'is', null)
          .orderBy('at')
          .orderBy('intent_id')
          .orderBy('seq')
          .limit(limit)
          .execute();
        return rows.map((row) => ({ orderId: row.intent_id, seq: Number(row.seq), amountCents: Number(row.amount_cents) }));
      }),

    claimMail: ({ orderId, seq }, at, claimedBefore) =>
      reach(async () => {
        const claimed = await kysely
          .updateTable('order_steps')
          .set({ mail_claimed: at })
          .where('intent_id', '=', orderId)
          .where('seq', '=', seq)
          .where('mail_sent', 'is', null)
          .where((row) => row.or([row('mail_claimed', 'is', null), row('mail_claimed', '<', claimedBefore)]))
          .executeTakeFirst();
        return Number(claimed.numUpdatedRows) === 1;
      }),

    markMailed: ({ orderId, seq }, at) =>
      reach(async () => {
        await kysely
          .updateTable('order_steps')
          .set({ mail_sent: at })
          .where('intent_id', '=', orderId)
          .where('seq', '=', seq)
          .execute();
      }),

    mailsDue: (claimedBefore, limit) =>
      reach(async () => {
        const rows = await kysely
          .selectFrom('order_steps')
          .select(['intent_id', 'seq'])
          .where('mail_sent', 'is', null)
          .where((row) => row.or([row('mail_claimed', 'is', null), row('mail_claimed', '<', claimedBefore)]))
          .orderBy('at')
          .orderBy('intent_id')
          .orderBy('seq')
          .limit(limit)
          .execute();
        return rows.map((row) => ({ orderId: row.intent_id, seq: Number(row.seq) }));
      }),

    markRecorded: ({ orderId, seq }, at) =>
      reach(async () => {
        await kysely
          .updateTable('order_steps')
          .set({ recorded: at })
          .where('intent_id', '=', orderId)
          .where('seq', '<=', seq)
          .where('recorded', 'is', null)
          .execute();
      }),

    recordsDue: (limit) =>
      reach(async () => {
        const rows = await kysely
          .selectFrom('order_steps')
          .select((row) => ['intent_id', row.fn.min('at').as('since')])
          .where('recorded', 'is', null)
          .groupBy('intent_id')
          .orderBy('since')
          .orderBy('intent_id')
          .limit(limit)
          .execute();
        return rows.map((row) => row.intent_id);
      }),

    markRefundSent: ({ orderId, seq }, at) =>
      reach(async () => {
        await kysely
          .updateTable('order_steps')
          .set({ refund_sent: at })
          .where('intent_id', '=', orderId)
          .where('seq', '=', seq)
          .where('refund_sent', 'is', null)
          .execute();
      }),
  };
}
