// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderLifeContract } from '../../test-doubles/contracts/order-life-contract';
import { createMemoryOrderLife } from '../../test-doubles/memory-order-life';
import { openSqlStore } from '../store/open-store';
import { paidOrdersOn } from '../test-support/paid-orders';
import { createSqlOrderLife } from './sql-order-life';

orderLifeContract('in-memory double', {
  async open() {
    const { life, paid } = createMemoryOrderLife();
    let made = 0;
    return {
      life,
      another: () => life,
      async paid(chargedCents) {
        const orderId = `pi_memory_${(made += 1)}`;
        paid(orderId, chargedCents);
        return orderId;
      },
      close: async () => undefined,
    };
  },
});

orderLifeContract('an SQL file', {
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'shop-order-life-'));
    const stores = [openSqlStore(dir), openSqlStore(dir)];
    return {
      life: createSqlOrderLife(stores[0]!),
      another: () => createSqlOrderLife(stores[1]!),
      paid: paidOrdersOn(stores[0]!),
      close: async () => {
        await Promise.all(stores.map((store) => store.close()));
      },
    };
  },
});
