import { afterAll, beforeAll } from 'vitest';
import { stockContract } from '../../test-doubles/contracts/stock-contract';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { openPostgresStore } from '../store/open-store';
import { createSqlStock } from './sql-stock';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

stockContract('PostgreSQL', {
  async open() {
    const url = await server.newDatabase();
    const stores = [openPostgresStore(url)];
    const another = () => {
      const store = openPostgresStore(url);
      stores.push(store);
      return createSqlStock(store);
    };
    return {
      stock: createSqlStock(stores[0]!),
      another,
      close: async () => void (await Promise.all(stores.map((store) => store.close()))),
    };
  },
});
