import { sql, type Kysely, type QueryCreator, type Selectable } from 'kysely';
import type { DeliveryAddress, PaymentStatus, Product } from '../../ports/entities';
import type { Logger } from '../log/log';
import { openPostgresStore, openSqlStore, type Store } from '../store/open-store';
import { onPostgres } from '../store/engine';
import type { PaymentLinesTable, PaymentsTable, StoreTables } from '../store/schema';
import { OutOfStockError, amountsOf } from '../../ports/stock-port';
import { shortagesIn, stockSteps } from '../stock/sql-stock';
import { checkoutInOneStatement } from './checkout-in-one-statement';
import { lineRowsOf, paymentRowOf } from './payment-rows';
import type { LedgerLine, LedgerPayment, NewPayment, PaidWith, PaymentsLedger, StatusChange } from './payments-ledger';

const UNPAID: PaymentStatus[] = ['requires_payment', 'canceled'];

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

const lineOf = (row: Pick<Selectable<PaymentLinesTable>, 'product_json' | 'unit_price_cents' | 'amount'>): LedgerLine => ({
  product: JSON.parse(row.product_json) as Product,
  unitPriceCents: Number(row.unit_price_cents),
  amount: row.amount,
});

const paymentOf = (row: Selectable<PaymentsTable>, lines: LedgerLine[]): LedgerPayment => ({
  intentId: row.intent_id,
  clientSecret: row.client_secret,
  shopper: { uid: row.uid, email: row.email },
  lines,
  amount: Number(row.amount),
  status: row.status,
  created: Number(row.created),
  updated: Number(row.updated),
  idempotencyKey: row.idempotency_key,
  basketDigest: row.basket_digest,
  fulfilled: numberOrNull(row.fulfilled),
  delivery: row.delivery_json === null ? null : (JSON.parse(row.delivery_json) as DeliveryAddress),
  cardLast4: row.card_last4,
  refundDue: numberOrNull(row.refund_due),
  refunded: numberOrNull(row.refunded),
});

/** The stock a payment takes: its lines' quantities summed per product. */
const amountsOfLines = (lines: Array<{ product_id: number | string; amount: number }>) =>
  amountsOf(lines.map((line) => ({ id: Number(line.product_id), amount: line.amount })));

export interface SqlLedger extends PaymentsLedger {
  /** settles once the database answers and its schema is up to date; rejects when it cannot be */
  ready: Promise<void>;
}

/**
 * The payments ledger in the server's SQL store (ADR-008, ADR-029): the same queries on the SQL
 * file and on PostgreSQL, except that PostgreSQL records a checkout and moves it to paid in one
 * statement each when it can (a round trip costs there what a statement costs in SQLite). Exactly-once
 * is the database's: one row per shopper and Idempotency-Key, one conditional update to paid. A
 * write is committed before it is acknowledged.
 */
export function createLedger(store: Store): SqlLedger {
  const { kysely, reach } = store;

  /** The rows with their lines, read in one more query whatever their number. */
  const withLines = async (rows: Selectable<PaymentsTable>[]): Promise<LedgerPayment[]> => {
    if (rows.length === 0) return [];
    const lines = await kysely
      .selectFrom('payment_lines')
      .selectAll()
      .where(
        'intent_id',
        'in',
        rows.map((row) => row.intent_id),
      )
      .orderBy('intent_id')
      .orderBy('position')
      .execute();
    return rows.map((row) => paymentOf(row, lines.filter((line) => line.intent_id === row.intent_id).map(lineOf)));
  };
  const payments = kysely.selectFrom('payments').selectAll();

  /** The one payment (`intent_id` or `uid` with `idempotency_key` name at most one) with its lines, in one query. */
  const one = async (match: Partial<Pick<Selectable<PaymentsTable>, 'intent_id' | 'uid' | 'idempotency_key'>>) => {
    let query = kysely
      .selectFrom('payments')
      .leftJoin('payment_lines', 'payment_lines.intent_id', 'payments.intent_id')
      .selectAll('payments')
      .select([
        'payment_lines.product_json as line_product_json',
        'payment_lines.unit_price_cents as line_unit_price_cents',
        'payment_lines.amount as line_amount',
      ])
      .orderBy('payment_lines.position');
    for (const [column, value] of Object.entries(match))
      query = query.where(`payments.${column as keyof typeof match}`, '=', value);
    const rows = await query.execute();
    if (rows.length === 0) return null;
    const lines = rows
      .filter((row) => row.line_product_json !== null)
      .map((row) =>
        lineOf({ product_json: row.line_product_json!, unit_price_cents: row.line_unit_price_cents!, amount: row.line_amount! }),
      );
    return paymentOf(rows[0]!, lines);
  };

  /** The payment's row and its lines; false when the shopper's key or the intent was recorded before (then nothing is added). */
  const addPayment = async (transaction: Kysely<StoreTables>, payment: NewPayment): Promise<boolean> => {
    const added = await transaction
      .insertInto('payments')
      .values(paymentRowOf(payment))
      // a key the shopper used before, or an intent already recorded, adds nothing
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const lines = lineRowsOf(payment);
    if (lines.length > 0) await transaction.insertInto('payment_lines').values(lines).execute();
    return true;
  };

  /**
   * ADR-039, in one query: the shopper's earlier unpaid holds (a shopper holds one checkout's worth
   * at a time: a new checkout gives them back instead of adding to them), and whether the shopper or
   * the client address has an unpaid checkout that outlived its hold (then this one holds nothing
   * for as long again). That checkout shows as a row with an empty holder.
   */
  const earlierCheckouts = async (transaction: Kysely<StoreTables>, payment: NewPayment, holdSeconds: number) => {
    const { uid } = payment.shopper;
    const lapsedUnpaid = transaction
      .selectFrom('payments')
      .select('intent_id')
      .where((row) =>
        row.or([row('uid', '=', uid), ...(payment.clientAddress ? [row('client_address', '=', payment.clientAddress)] : [])]),
      )
      .where('created', '>=', payment.created - 2 * holdSeconds)
      .where('created', '<', payment.created - holdSeconds)
      .where('status', 'in', UNPAID);
    const rows = await transaction
      .selectFrom('stock_holds')
      .select('holder')
      .distinct()
      .where('shopper', '=', uid)
      .where('sold', 'is', null)
      .where('holder', '<>', payment.intentId)
      .unionAll(transaction.selectNoFrom(sql<string>`''`.as('holder')).where(({ exists }) => exists(lapsedUnpaid)))
      .execute();
    return {
      holders: rows.map((row) => row.holder).filter((holder) => holder !== ''),
      lapsed: rows.some((row) => row.holder === ''),
    };
  };

  /** The checkout in steps, one transaction: the payment, the shopper's earlier holds given back, the hold. */
  const insertInSteps = (payment: NewPayment, holdUntil: number | undefined) =>
    kysely.transaction().execute(async (transaction) => {
      if (!(await addPayment(transaction, payment))) return false;
      if (holdUntil === undefined) return true;
      const { holders, lapsed } = await earlierCheckouts(transaction, payment, holdUntil - payment.created);
      for (const holder of holders) await stockSteps.release(transaction, holder, payment.created);
      if (lapsed) return true;
      const amounts = amountsOf(payment.lines.map((line) => ({ id: line.product.id, amount: line.amount })));
      try {
        await stockSteps.hold(transaction, payment.intentId, amounts, holdUntil, payment.created, payment.shopper.uid);
      } catch (error) {
        // thrown out of the transaction, which takes the payment's row back with it
        const short = shortagesIn(error);
        throw short ? new OutOfStockError(short) : error;
      }
      return true;
    });

  const insert = async (payment: NewPayment, holdUntil: number | undefined) => {
    if (holdUntil !== undefined && onPostgres(kysely)) {
      const outcome = await checkoutInOneStatement(kysely, payment, holdUntil);
      if (outcome !== 'in_steps') return outcome === 'recorded';
    }
    return insertInSteps(payment, holdUntil);
  };

  /** The conditional update that moves a payment: of two instances confirming at once, exactly one changes the row. */
  const move = (builder: QueryCreator<StoreTables>, intentId: string, status: PaymentStatus, at: number, paidWith: PaidWith) =>
    builder
      .updateTable('payments')
      .set((row) => ({
        status,
        updated: at,
        ...(status === 'succeeded' && {
          receipt_claimed: at,
          card_last4: row.fn.coalesce('card_last4', row.val(paidWith.cardLast4 ?? null)),
        }),
      }))
      .where('intent_id', '=', intentId)
      .where('status', '<>', status)
      .where('status', '<>', 'succeeded');

  /**
   * PostgreSQL: a payment still holding its stock moves to paid with its hold sold in one statement,
   * which is atomic without a transaction around it: one round trip instead of four. The hold is
   * sold first, and the payment moved only if it was. False when there was no hold to sell (it
   * lapsed and was given back, or another instance's move sold it): the transaction below decides.
   */
  const paidWithItsHold = async (intentId: string, at: number, paidWith: PaidWith): Promise<boolean> => {
    const { moved } = await kysely
      .with('sold', (builder) =>
        builder
          .updateTable('stock_holds')
          .set({ sold: at })
          .where('holder', '=', intentId)
          .where('sold', 'is', null)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('payments').select('intent_id').where('intent_id', '=', intentId).where('status', '<>', 'succeeded'),
            ),
          )
          .returning('holder'),
      )
      .with('moved', () =>
        move(kysely, intentId, 'succeeded', at, paidWith)
          .where(sql<boolean>`EXISTS (SELECT 1 FROM sold)`)
          .returning('intent_id'),
      )
      .selectNoFrom((row) => row.selectFrom('moved').select(row.fn.countAll<number | string>().as('count')).as('moved'))
      .executeTakeFirstOrThrow();
    return Number(moved) === 1;
  };

  /**
   * The move to paid with its sale, one transaction (ADR-039), which also takes the receipt's claim
   * for the caller (ADR-030) and keeps the card's digits; any other move gives the hold back.
   */
  const moveStatus = (intentId: string, status: PaymentStatus, at: number, paidWith: PaidWith) =>
    kysely.transaction().execute(async (transaction): Promise<StatusChange> => {
      if (Number((await move(transaction, intentId, status, at, paidWith).executeTakeFirst()).numUpdatedRows) !== 1)
        return 'unchanged';
      if (status !== 'succeeded') {
        await stockSteps.release(transaction, intentId, at);
        return 'changed';
      }
      // the lines are read only when the hold is gone: most payments sell what they held
      const linesAmounts = async () =>
        amountsOfLines(
          await transaction
            .selectFrom('payment_lines')
            .select(['product_id', 'amount'])
            .where('intent_id', '=', intentId)
            .execute(),
        );
      if (await stockSteps.sell(transaction, intentId, linesAmounts, at)) return 'changed';
      await transaction.updateTable('payments').set({ refund_due: at }).where('intent_id', '=', intentId).execute();
      return 'paid_sold_out';
    });

  const ledger: SqlLedger = {
    ready: store.ready,

    async record(payment, holdUntil) {
      if (await reach(() => insert(payment, holdUntil))) {
        const { clientAddress: _kept, ...recorded } = payment;
        return {
          ...recorded,
          updated: payment.created,
          fulfilled: null,
          delivery: null,
          cardLast4: null,
          refundDue: null,
          refunded: null,
        };
      }
      // the shopper's earlier payment under this key; or this very intent, already written under
      // another key (recorded from a processor event before the shopper's retry came)
      return (
        (await ledger.byIdempotencyKey(payment.shopper.uid, payment.idempotencyKey)) ?? (await ledger.byId(payment.intentId))!
      );
    },

    byId: (intentId) => reach(() => one({ intent_id: intentId })),

    byIdempotencyKey: (uid, idempotencyKey) => reach(() => one({ uid, idempotency_key: idempotencyKey })),

    setStatus: (intentId, status, at, paidWith = {}) =>
      reach(async () =>
        status === 'succeeded' && onPostgres(kysely) && (await paidWithItsHold(intentId, at, paidWith))
          ? 'changed'
          : moveStatus(intentId, status, at, paidWith),
      ),

    refundsDue: (limit) =>
      reach(async () =>
        withLines(
          await payments
            .where('refund_due', 'is not', null)
            .where('refunded', 'is', null)
            .orderBy('refund_due')
            .orderBy('intent_id')
            .limit(limit)
            .execute(),
        ),
      ),

    async markRefunded(intentId, at) {
      const result = await reach(() =>
        kysely
          .updateTable('payments')
          .set({ refunded: at })
          .where('intent_id', '=', intentId)
          .where('refund_due', 'is not', null)
          .where('refunded', 'is', null)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) === 1;
    },

    async markFulfilled(intentId, at) {
      await reach(() =>
        kysely
          .updateTable('payments')
          .set({ fulfilled: at })
          .where('intent_id', '=', intentId)
          .where('fulfilled', 'is', null)
          .execute(),
      );
    },

    async setOrderDetails(intentId, uid, { delivery, cardLast4 }) {
      // one update: COALESCE keeps a detail written first, even by another instance at the same moment
      const result = await reach(() =>
        kysely
          .updateTable('payments')
          .set((row) => ({
            delivery_json: row.fn.coalesce('delivery_json', row.val(delivery ? JSON.stringify(delivery) : null)),
            card_last4: row.fn.coalesce('card_last4', row.val(cardLast4 ?? null)),
          }))
          .where('intent_id', '=', intentId)
          .where('uid', '=', uid)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) === 1;
    },

    paidBy: (uid) =>
      reach(async () =>
        withLines(
          await payments
            .where('uid', '=', uid)
            .where('status', '=', 'succeeded')
            .orderBy('created')
            .orderBy('intent_id')
            .execute(),
        ),
      ),

    paidOrders: ({ search, offset, limit }) =>
      reach(async () => {
        let paid = payments.where('status', '=', 'succeeded');
        const words = search?.trim().toLowerCase();
        if (words) {
          const like = `%${words.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
          paid = paid.where((row) =>
            row.or([row('intent_id', '=', search!.trim()), row(sql`lower(email)`, 'like', sql`${like} escape '\\'`)]),
          );
        }
        const [rows, counted] = await Promise.all([
          paid.orderBy('created', 'desc').orderBy('intent_id', 'desc').offset(offset).limit(limit).execute(),
          paid
            .clearSelect()
            .select((row) => row.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return { payments: await withLines(rows), total: Number(counted.total) };
      }),

    unitsSold: () =>
      reach(async () => {
        const rows = await kysely
          .selectFrom('payment_lines')
          .innerJoin('payments', 'payments.intent_id', 'payment_lines.intent_id')
          .select((row) => ['payment_lines.product_id', row.fn.sum<number | string>('payment_lines.amount').as('sold')])
          .where('payments.status', '=', 'succeeded')
          .where('payments.refund_due', 'is', null)
          .groupBy('payment_lines.product_id')
          .execute();
        return new Map(rows.map((row) => [Number(row.product_id), Number(row.sold)]));
      }),

    unfulfilled: () =>
      reach(async () =>
        withLines(
          await payments
            .where('status', '=', 'succeeded')
            .where('fulfilled', 'is', null)
            .orderBy('created')
            .orderBy('intent_id')
            .execute(),
        ),
      ),

    async eventSeen(eventId) {
      const seen = await reach(() =>
        kysely.selectFrom('processor_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst(),
      );
      return seen !== undefined;
    },

    async recordEvent(eventId, type, at) {
      await reach(() =>
        kysely
          .insertInto('processor_events')
          .values({ event_id: eventId, type, received: at })
          .onConflict((conflict) => conflict.column('event_id').doNothing())
          .execute(),
      );
    },

    expiredUnpaid: (before, limit) =>
      reach(async () =>
        withLines(
          await payments
            .where('status', 'in', UNPAID)
            .where('created', '<', before)
            .orderBy('created')
            .orderBy('intent_id')
            .limit(limit)
            .execute(),
        ),
      ),

    async forgetUnpaid(intentId) {
      // the lines and the row together, and only while it is still unpaid: the row is held from the
      // check on (PostgreSQL's row lock; SQLite's transaction already holds the write lock)
      return reach(() =>
        kysely.transaction().execute(async (transaction) => {
          const unpaid = await transaction
            .selectFrom('payments')
            .select('intent_id')
            .where('intent_id', '=', intentId)
            .where('status', 'in', UNPAID)
            .$if(store.engine === 'postgres', (query) => query.forUpdate())
            .executeTakeFirst();
          if (!unpaid) return false;
          await stockSteps.release(transaction, intentId, Math.floor(Date.now() / 1000));
          await transaction.deleteFrom('payment_lines').where('intent_id', '=', intentId).execute();
          await transaction.deleteFrom('payments').where('intent_id', '=', intentId).execute();
          return true;
        }),
      );
    },

    async trimEvents(before) {
      const result = await reach(() => kysely.deleteFrom('processor_events').where('received', '<', before).executeTakeFirst());
      return Number(result.numDeletedRows);
    },

    receiptsDue: (claimedBefore, limit) =>
      reach(async () =>
        withLines(
          await payments
            .where('status', '=', 'succeeded')
            // a payment refunded for want of stock gets its refund notice instead (ADR-039)
            .where('refund_due', 'is', null)
            .where('receipt_sent', 'is', null)
            .where((row) => row.or([row('receipt_claimed', 'is', null), row('receipt_claimed', '<', claimedBefore)]))
            .orderBy('created')
            .orderBy('intent_id')
            .limit(limit)
            .execute(),
        ),
      ),

    async claimReceipt(intentId, at, claimedBefore) {
      // one conditional update: of two instances claiming at once, exactly one changes the row
      const result = await reach(() =>
        kysely
          .updateTable('payments')
          .set({ receipt_claimed: at })
          .where('intent_id', '=', intentId)
          .where('status', '=', 'succeeded')
          .where('refund_due', 'is', null)
          .where('receipt_sent', 'is', null)
          .where((row) => row.or([row('receipt_claimed', 'is', null), row('receipt_claimed', '<', claimedBefore)]))
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) === 1;
    },

    async markReceiptSent(intentIds, at) {
      if (intentIds.length === 0) return;
      await reach(() =>
        kysely
          .updateTable('payments')
          .set({ receipt_sent: at })
          .where('intent_id', 'in', [...intentIds])
          .where('receipt_sent', 'is', null)
          .execute(),
      );
    },

    check: store.check,

    close: store.close,
  };
  return ledger;
}

/** The ledger on an SQL file of its own in `dataDir` (or in memory: ':memory:'), for tests and tools. */
export const createSqlLedger = (dataDir: string): SqlLedger => createLedger(openSqlStore(dataDir));

/** The ledger on a PostgreSQL database of its own, for tests and tools. */
export const createPostgresLedger = (connectionString: string, logger?: Logger): SqlLedger =>
  createLedger(openPostgresStore(connectionString, logger));
