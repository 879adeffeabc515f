// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stockContract } from '../../test-doubles/contracts/stock-contract';
import { openSqlStore } from '../store/open-store';
import { createSqlStock } from './sql-stock';

stockContract('an SQL file', {
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'shop-stock-'));
    const stores = [openSqlStore(dir)];
    const another = () => {
      const store = openSqlStore(dir);
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
