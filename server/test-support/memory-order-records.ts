import type { Order } from '../../ports/entities';
import { orderOf, type OrderRecords } from '../fulfilment/order-records';
import type { LedgerPayment } from '../ledger/payments-ledger';

/**
 * Orders of record kept in a list, with a switch that makes the store fail (down, unreachable).
 * `orders` holds each as the shopper would read it, its life as of the longest history written.
 */
export function createMemoryOrderRecords() {
  const written: LedgerPayment[] = [];
  const orders = new Map<string, { order: Order; lifeSteps: number }>();
  const switches = { failWith: null as Error | null };
  const orderRecords: OrderRecords = {
    async write(payment, history) {
      if (switches.failWith) throw switches.failWith;
      if (!written.some((earlier) => earlier.intentId === payment.intentId)) written.push(payment);
      const lifeSteps = history?.steps.length ?? 0;
      const kept = orders.get(payment.intentId);
      if (!kept || lifeSteps > kept.lifeSteps)
        orders.set(payment.intentId, { order: { id: payment.intentId, ...orderOf(payment, history) }, lifeSteps });
    },
  };
  return { orderRecords, written, orders, switches };
}
