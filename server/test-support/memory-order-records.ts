import type { OrderRecords } from '../fulfilment/order-records';
import type { LedgerPayment } from '../ledger/payments-ledger';

/** Orders of record kept in a list, with a switch that makes the store fail (down, unreachable). */
export function createMemoryOrderRecords() {
  const written: LedgerPayment[] = [];
  const switches = { failWith: null as Error | null };
  const orderRecords: OrderRecords = {
    async write(payment) {
      if (switches.failWith) throw switches.failWith;
      if (!written.some((earlier) => earlier.intentId === payment.intentId)) written.push(payment);
    },
  };
  return { orderRecords, written, switches };
}
