import type { Insertable } from 'kysely';
import type { PaymentLinesTable, PaymentsTable } from '../store/schema';
import type { NewPayment } from './payments-ledger';

/** A new payment's row, as both ways of recording a checkout write it. */
export const paymentRowOf = (payment: NewPayment) =>
  ({
    intent_id: payment.intentId,
    client_secret: payment.clientSecret,
    uid: payment.shopper.uid,
    email: payment.shopper.email,
    amount: payment.amount,
    status: payment.status,
    created: payment.created,
    updated: payment.created,
    idempotency_key: payment.idempotencyKey,
    basket_digest: payment.basketDigest,
    client_address: payment.clientAddress ?? null,
  }) satisfies Insertable<PaymentsTable>;

/** A new payment's lines, in the basket's order. */
export const lineRowsOf = (payment: NewPayment): Array<Insertable<PaymentLinesTable>> =>
  payment.lines.map((line, position) => ({
    intent_id: payment.intentId,
    position,
    product_id: line.product.id,
    title: line.product.title,
    unit_price_cents: line.unitPriceCents,
    amount: line.amount,
    product_json: JSON.stringify(line.product),
  }));
