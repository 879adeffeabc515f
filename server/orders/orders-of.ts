import type { Order } from '../../ports/entities';
import type { OrderHistory } from '../../ports/order-life';
import type { OrderLifePort } from '../../ports/order-life-port';
import { orderOf } from '../fulfilment/order-records';
import type { LedgerPayment, OrderLedger } from '../ledger/payments-ledger';

/**
 * A paid payment of the ledger as the shopper's order (ADR-032): with, once its life has steps
 * (ADR-051), the state they put it in and what the shopper is shown of them.
 */
export const orderFrom = (payment: LedgerPayment, history?: OrderHistory | null): Order => ({
  id: payment.intentId,
  ...orderOf(payment, history),
});

/** The shopper's orders of record, newest first, as the shop shows them (the ledger lists oldest first). */
export async function ordersOf(
  ledger: Pick<OrderLedger, 'paidBy'>,
  uid: string,
  life?: Pick<OrderLifePort, 'histories'>,
): Promise<Order[]> {
  const paid = (await ledger.paidBy(uid)).reverse();
  const histories = await life?.histories(paid.map((payment) => payment.intentId));
  return paid.map((payment) => orderFrom(payment, histories?.get(payment.intentId)));
}
