import type { Order } from '../../ports/entities';
import { lifeOf, type OrderHistory } from '../../ports/order-life';
import type { LedgerPayment } from '../ledger/payments-ledger';

/**
 * Where the server writes the order of record once a payment succeeds (ADR-008). The
 * embedded default needs none (the ledger row is the order); the cloud writes it to Firestore.
 */
export interface OrderRecords {
  /**
   * Writes the order if it is not there yet; writing it again changes nothing. With `history`
   * (ADR-051), the order's state and timeline as of it, unless the record holds a longer history
   * already (an instance that read it earlier never takes the order back).
   */
  write(payment: LedgerPayment, history?: OrderHistory): Promise<void>;
}

/**
 * An order as requirements §3 stores it: the lines (the product as sold, plus amount), amount,
 * created; where it goes and the card that paid once known (ADR-021), absent until then; and, once
 * its life has steps (ADR-051), the state they put it in and what the shopper is shown of them.
 */
export const orderOf = (payment: LedgerPayment, history?: OrderHistory | null): Omit<Order, 'id'> => ({
  ...paidOrderOf(payment),
  ...lifeOf(history),
});

function paidOrderOf(payment: LedgerPayment): Omit<Order, 'id'> {
  return {
    basket: payment.lines.map((line) => ({ ...line.product, amount: line.amount })),
    amount: payment.amount,
    created: payment.created,
    ...(payment.delivery && { delivery: payment.delivery }),
    ...(payment.cardLast4 !== null && { cardLast4: payment.cardLast4 }),
    // ADR-039: paid with its stock gone, so refunded (automatically, once the processor answers)
    ...(payment.refundDue !== null && { status: 'refunded' as const }),
  };
}
