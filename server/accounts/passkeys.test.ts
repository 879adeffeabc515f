// @vitest-environment node
import { afterAll } from 'vitest';
import { passkeysContract } from '../test-support/passkeys-contract';
import { openSqlStore, type Store } from '../store/open-store';

const stores: Store[] = [];
afterAll(() => Promise.all(stores.map((store) => store.close())));

passkeysContract('an SQL file in memory', async () => {
  const store = openSqlStore(':memory:');
  stores.push(store);
  return store;
});
