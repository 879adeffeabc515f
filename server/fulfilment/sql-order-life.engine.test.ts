import { afterAll, beforeAll } from 'vitest';
import { orderLifeContract } from '../../test-doubles/contracts/order-life-contract';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { openPostgresStore } from '../store/open-store';
import { orderLifeOnTwoStores } from '../test-support/paid-orders';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

orderLifeContract('PostgreSQL', {
  async open() {
    const url = await server.newDatabase();
    return orderLifeOnTwoStores(() => openPostgresStore(url));
  },
});
