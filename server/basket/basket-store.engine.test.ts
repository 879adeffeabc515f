import { afterAll, beforeAll } from 'vitest';
import { basketStoreContract } from '../test-support/basket-store-contract';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { openPostgresStore } from '../store/open-store';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

basketStoreContract('PostgreSQL', {
  // a database of its own for each test, on the one server
  newPlace: () => server.newDatabase(),
  open: (url) => openPostgresStore(url),
});
