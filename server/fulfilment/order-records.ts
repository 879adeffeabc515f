import type { LedgerPayment } from '../ledger/payments-ledger';

/**
 * Where the server writes the order of record once a payment succeeds (ADR-008). The
 * embedded default needs none (the ledger row is the order); the cloud writes it to Firestore.
 */
export interface OrderRecords {
  /** Writes the order if it is not there yet; writing it again changes nothing. */
  write(payment: LedgerPayment): Promise<void>;
}

/** An order as requirements §3 stores it: the lines (the product as sold, plus amount), amount, created. */
export function orderOf(payment: LedgerPayment) {
  return {
    basket: payment.lines.map((line) => ({ ...line.product, amount: line.amount })),
    amount: payment.amount,
    created: payment.created,
  };
}
