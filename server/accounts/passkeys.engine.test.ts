import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { passkeysContract } from '../test-support/passkeys-contract';
import { startPostgres, type LocalEngine } from '../test-support/engines';
import { openPostgresStore, type Store } from '../store/open-store';

let server: LocalEngine;
let admin: pg.Client;
let databases = 0;
const stores: Store[] = [];

beforeAll(async () => {
  server = await startPostgres();
  admin = new pg.Client(server.url);
  await admin.connect();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await admin?.end();
  server?.stop();
});

/** A database of its own for each test, on the one server; every instance of a test shares its store. */
passkeysContract('PostgreSQL', async () => {
  databases += 1;
  await admin.query(`CREATE DATABASE passkeys_${databases}`);
  const store = openPostgresStore(server.url.replace(/\/postgres$/, `/passkeys_${databases}`));
  stores.push(store);
  return store;
});
