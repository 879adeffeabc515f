import { afterAll, beforeAll } from 'vitest';
import { staffContract } from '../../test-doubles/contracts/staff-contract';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { openPostgresStore } from '../store/open-store';
import { staffRecordsOn } from '../test-support/staff-records';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

staffContract('PostgreSQL', async () => {
  const url = await server.newDatabase();
  return staffRecordsOn(() => openPostgresStore(url))();
});
