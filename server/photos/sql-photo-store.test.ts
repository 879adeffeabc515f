// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoStoreContract } from '../../test-doubles/contracts/photo-store-contract';
import { openSqlStore } from '../store/open-store';
import { createSqlPhotoStore } from './sql-photo-store';

photoStoreContract('an SQL file', async () => {
  const store = openSqlStore(mkdtempSync(join(tmpdir(), 'shop-photos-')));
  return { photos: createSqlPhotoStore(store), close: () => store.close() };
});
