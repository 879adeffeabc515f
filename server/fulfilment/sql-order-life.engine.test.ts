import { afterAll, beforeAll } from 'vitest';
import { orderLifeContract } from '../../test-doubles/contracts/order-life-contract';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { openPostgresStore } from '../store/open-store';
import { paidOrdersOn } from '../test-support/paid-orders';
import { createSqlOrderLife } from './sql-order-life';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

// two stores on one database: two instances of the server, each with its own connections
orderLifeContract('PostgreSQL', {
  async open() {
    const url = await server.newDatabase();
    const stores = [openPostgresStore(url), openPostgresStore(url)];
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
