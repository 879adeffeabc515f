import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openPostgresStore, type Store } from '../store/open-store';
import { startPostgres, type LocalEngine } from '../../tools/local-shop/engines';

/**
 * For an engine test file: one PostgreSQL server for all its tests, and `newStore()` opening a
 * database of its own on it (`prefix_1`, `prefix_2`, …); the stores and the server end with the file.
 */
export function storesOnOnePostgres(prefix: string) {
  let server: LocalEngine;
  let admin: pg.Client;
  let databasesMade = 0;
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

  return async function newStore(): Promise<Store> {
    databasesMade += 1;
    await admin.query(`CREATE DATABASE ${prefix}_${databasesMade}`);
    const store = openPostgresStore(server.url.replace(/\/postgres$/, `/${prefix}_${databasesMade}`));
    stores.push(store);
    return store;
  };
}
