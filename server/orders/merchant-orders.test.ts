// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { merchantOrdersContract } from '../../test-doubles/contracts/merchant-orders-contract';
import { createSqlLedger } from '../ledger/sql-ledger';
import { merchantOrdersOnLedger } from '../test-support/ledger-merchant-orders';

merchantOrdersContract(
  'the ledger in an SQL file',
  merchantOrdersOnLedger(async () => createSqlLedger(mkdtempSync(join(tmpdir(), 'shop-merchant-orders-')))),
);
