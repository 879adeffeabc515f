// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountsContract } from '../test-support/accounts-contract';
import { openSqlStore } from '../store/open-store';

accountsContract('an SQL file', async () => openSqlStore(mkdtempSync(join(tmpdir(), 'shop-accounts-'))));
