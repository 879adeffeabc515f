import { afterAll, beforeAll } from 'vitest';
import { activityContract } from '../../test-doubles/contracts/activity-contract';
import { catalogAdminContract } from '../../test-doubles/contracts/catalog-admin-contract';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { createSqlActivity } from '../activity/sql-activity';
import { openPostgresStore } from '../store/open-store';
import { createSqlCatalogAdmin } from './sql-catalog-admin';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

catalogAdminContract('PostgreSQL', {
  async open() {
    const store = openPostgresStore(await server.newDatabase());
    await store.ready;
    await store.kysely
      .insertInto('categories')
      .values([
        { id: 1, name: 'electronics' },
        { id: 2, name: 'jewelery' },
      ])
      .execute();
    return { catalog: createSqlCatalogAdmin(store), activity: createSqlActivity(store), close: () => store.close() };
  },
});

activityContract('PostgreSQL', async () => {
  const store = openPostgresStore(await server.newDatabase());
  return { activity: createSqlActivity(store), close: () => store.close() };
});
