// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderLifeContract } from '../../test-doubles/contracts/order-life-contract';
import { createMemoryOrderLife } from '../../test-doubles/memory-order-life';
import { openSqlStore } from '../store/open-store';
import { tote } from '../test-support/ledger-contract';
import { orderLifeOnTwoStores } from '../test-support/paid-orders';

orderLifeContract('in the page (the double)', {
  async open() {
    const stock = new Map<number, number>();
    const { life, paid } = createMemoryOrderLife({
      // the shop's counted stock, which a cancel gives back to
      restock: async (lines) => {
        for (const { productId, units } of lines) if (stock.has(productId)) stock.set(productId, stock.get(productId)! + units);
      },
    });
    let made = 0;
    return {
      life,
      another: () => life,
      async paid(chargedCents) {
        const orderId = `pi_memory_${(made += 1)}`;
        paid(orderId, chargedCents, [{ productId: tote.id, title: tote.title, units: 2, cents: 9100 }]);
        return orderId;
      },
      tote: {
        count: async (onHand) => void stock.set(tote.id, onHand),
        onHand: async () => stock.get(tote.id) ?? null,
      },
      close: async () => undefined,
    };
  },
});

orderLifeContract('an SQL file', {
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'shop-order-life-'));
    return orderLifeOnTwoStores(() => openSqlStore(dir));
  },
});
