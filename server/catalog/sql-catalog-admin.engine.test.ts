import { afterAll, beforeAll } from 'vitest';
import { activityContract } from '../../test-doubles/contracts/activity-contract';
import { catalogAdminContract } from '../../test-doubles/contracts/catalog-admin-contract';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { createSqlActivity } from '../activity/sql-activity';
import { openPostgresStore } from '../store/open-store';
import { withTwoCategories } from '../test-support/catalog-store';
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
    const store = await withTwoCategories(openPostgresStore(await server.newDatabase()));
    return { catalog: createSqlCatalogAdmin(store), activity: createSqlActivity(store), close: () => store.close() };
  },
});

activityContract('PostgreSQL', async () => {
  const store = openPostgresStore(await server.newDatabase());
  return { activity: createSqlActivity(store), close: () => store.close() };
});
