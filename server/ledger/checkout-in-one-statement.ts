import { sql, type Kysely } from 'kysely';
import { amountsOf } from '../../ports/stock-port';
import type { StoreTables } from '../store/schema';
import type { NewPayment } from './payments-ledger';
import { lineRowsOf, paymentRowOf } from './payment-rows';

/**
 * What the one statement did: recorded the checkout (with its hold, or without one after an unpaid
 * checkout that outlived its hold), found its key or intent recorded before, or left it to the steps.
 */
export type OneStatementOutcome = 'recorded' | 'known' | 'in_steps';

/**
 * PostgreSQL: a checkout recorded in one statement, where the steps take five round trips and a
 * round trip is what a checkout waits for there (docs/bench-notes/checkout-profile.md). The same
 * rules as the steps (ADR-039): the products' rows are locked in ascending id (sorted, then locked,
 * so that two checkouts never lock crosswise) and the hold is taken only when every stocked product
 * has enough left; a shopper or client address whose unpaid checkout outlived its hold holds nothing.
 * A statement is atomic without a transaction around it. What it does not decide (the shopper
 * holds an earlier checkout, which must be given back first; or not enough is left, whose shortages
 * the steps name) it leaves untouched, answering 'in_steps'.
 */
export async function checkoutInOneStatement(
  kysely: Kysely<StoreTables>,
  payment: NewPayment,
  holdUntil: number,
): Promise<OneStatementOutcome> {
  const { uid } = payment.shopper;
  const holdSeconds = holdUntil - payment.created;
  const row = paymentRowOf(payment);
  const lines = lineRowsOf(payment);
  const holds = [...amountsOf(payment.lines.map((line) => ({ id: line.product.id, amount: line.amount })))]
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({
      holder: payment.intentId,
      product_id: productId,
      quantity,
      until: holdUntil,
      shopper: uid,
    }));
  const { rows } = await sql<{ added: number; earlier: boolean; enough: boolean }>`
    WITH wanted AS (
      SELECT * FROM jsonb_populate_recordset(NULL::stock_holds, ${JSON.stringify(holds)}::jsonb)
    ),
    locked AS (
      SELECT product_id, on_hand - held AS free FROM stock
      WHERE product_id IN (SELECT product_id FROM wanted)
      ORDER BY product_id
      FOR UPDATE
    ),
    verdict AS (
      SELECT
        NOT EXISTS (SELECT 1 FROM wanted JOIN locked USING (product_id) WHERE locked.free < wanted.quantity) AS enough,
        EXISTS (
          SELECT 1 FROM stock_holds WHERE shopper = ${uid} AND sold IS NULL AND holder <> ${payment.intentId}
        ) AS earlier,
        EXISTS (
          SELECT 1 FROM payments
          WHERE (uid = ${uid} OR client_address = ${row.client_address})
            AND created >= ${payment.created - 2 * holdSeconds} AND created < ${payment.created - holdSeconds}
            AND status IN ('requires_payment', 'canceled')
        ) AS lapsed
    ),
    added AS (
      INSERT INTO payments
      SELECT * FROM jsonb_populate_record(NULL::payments, ${JSON.stringify(row)}::jsonb)
      WHERE (SELECT (enough OR lapsed) AND NOT earlier FROM verdict)
      ON CONFLICT DO NOTHING
      RETURNING intent_id
    ),
    added_lines AS (
      INSERT INTO payment_lines
      SELECT * FROM jsonb_populate_recordset(NULL::payment_lines, ${JSON.stringify(lines)}::jsonb)
      WHERE EXISTS (SELECT 1 FROM added)
    ),
    held AS (
      INSERT INTO stock_holds
      SELECT * FROM wanted
      WHERE EXISTS (SELECT 1 FROM added) AND NOT (SELECT lapsed FROM verdict)
      RETURNING product_id, quantity
    ),
    taken AS (
      UPDATE stock SET held = stock.held + held.quantity, updated = ${payment.created}
      FROM held WHERE stock.product_id = held.product_id
    )
    SELECT (SELECT count(*) FROM added)::integer AS added, earlier, enough OR lapsed AS enough FROM verdict
  `.execute(kysely);
  const { added, earlier, enough } = rows[0]!;
  if (added === 1) return 'recorded';
  return earlier || !enough ? 'in_steps' : 'known';
}
