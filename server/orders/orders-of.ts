import type { Order } from '../../ports/entities';
import { orderOf } from '../fulfilment/order-records';
import type { LedgerPayment, OrderLedger } from '../ledger/payments-ledger';

/** A paid payment of the ledger as the shopper's order (ADR-032). */
export const orderFrom = (payment: LedgerPayment): Order => ({ id: payment.intentId, ...orderOf(payment) });

/** The shopper's orders of record, newest first, as the shop shows them (the ledger lists oldest first). */
export async function ordersOf(ledger: Pick<OrderLedger, 'paidBy'>, uid: string): Promise<Order[]> {
  return (await ledger.paidBy(uid)).reverse().map(orderFrom);
}
