// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basketStoreContract } from '../test-support/basket-store-contract';
import { openSqlStore } from '../store/open-store';

basketStoreContract('an SQL file', { newPlace: async () => mkdtempSync(join(tmpdir(), 'shop-baskets-')), open: openSqlStore });
