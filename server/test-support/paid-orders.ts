import { createSqlOrderLife } from '../fulfilment/sql-order-life';
import { createLedger } from '../ledger/sql-ledger';
import { createSqlStock } from '../stock/sql-stock';
import type { Store } from '../store/open-store';
import { newPayment, tote } from './ledger-contract';

/**
 * Paid orders of a given charge on the store, each for two totes, as the ledger records a payment
 * and its success: each answers its id.
 */
export function paidOrdersOn(store: Store) {
  const ledger = createLedger(store);
  return async (chargedCents: number) => {
    await ledger.ready;
    const payment = await ledger.record(newPayment({ amount: chargedCents }));
    await ledger.setStatus(payment.intentId, 'succeeded', payment.created + 10);
    return payment.intentId;
  };
}

/** The order-life contract's instances: two stores `openStore` opens on one database, as two servers would. */
export function orderLifeOnTwoStores(openStore: () => Store) {
  const stores = [openStore(), openStore()] as const;
  return {
    life: createSqlOrderLife(stores[0]),
    another: () => createSqlOrderLife(stores[1]),
    paid: paidOrdersOn(stores[0]),
    tote: {
      count: async (onHand: number) => void (await createSqlStock(stores[0]).set(tote.id, onHand)),
      onHand: async () => (await createSqlStock(stores[0]).levelsOf([tote.id])).get(tote.id) ?? null,
    },
    close: async () => {
      await Promise.all(stores.map((store) => store.close()));
    },
  };
}
