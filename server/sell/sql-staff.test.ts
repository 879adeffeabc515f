// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffContract } from '../../test-doubles/contracts/staff-contract';
import { staffRecordsOn } from '../test-support/staff-records';
import { openSqlStore } from '../store/open-store';

staffContract('an SQL file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-staff-'));
  return staffRecordsOn(() => openSqlStore(dir))();
});
