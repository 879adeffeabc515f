import { createLedger } from '../ledger/sql-ledger';
import type { Store } from '../store/open-store';
import { newPayment } from './ledger-contract';

/** Paid orders of a given charge on the store, as the ledger records a payment and its success: each answers its id. */
export function paidOrdersOn(store: Store) {
  const ledger = createLedger(store);
  return async (chargedCents: number) => {
    await ledger.ready;
    const payment = await ledger.record(newPayment({ amount: chargedCents }));
    await ledger.setStatus(payment.intentId, 'succeeded', payment.created + 10);
    return payment.intentId;
  };
}
