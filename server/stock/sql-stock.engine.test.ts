import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { stockContract } from '../../test-doubles/contracts/stock-contract';
import { startPostgres, type LocalEngine } from '../test-support/engines';
import { openPostgresStore } from '../store/open-store';
import { createSqlStock } from './sql-stock';

let server: LocalEngine;
let admin: pg.Client;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
  admin = new pg.Client(server.url);
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  server?.stop();
});

stockContract('PostgreSQL', {
  async open() {
    databases += 1;
    await admin.query(`CREATE DATABASE stock_${databases}`);
    const url = server.url.replace(/\/postgres$/, `/stock_${databases}`);
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
