import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { merchantOrdersContract } from '../../test-doubles/contracts/merchant-orders-contract';
import { createPostgresLedger } from '../ledger/sql-ledger';
import { merchantOrdersOnLedger } from '../test-support/ledger-merchant-orders';

let server: LocalPostgres;
beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

merchantOrdersContract(
  'the ledger in PostgreSQL',
  merchantOrdersOnLedger(async () => createPostgresLedger(await server.newDatabase())),
);
