import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { basketStoreContract } from '../test-support/basket-store-contract';
import { startPostgres, type LocalEngine } from '../test-support/engines';
import { openPostgresStore } from '../store/open-store';

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

basketStoreContract('PostgreSQL', {
  // a database of its own for each test, on the one server
  async newPlace() {
    databases += 1;
    await admin.query(`CREATE DATABASE baskets_${databases}`);
    return server.url.replace(/\/postgres$/, `/baskets_${databases}`);
  },
  open: (url) => openPostgresStore(url),
});
