// @vitest-environment node
import Database from 'libsql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOut, startServerProcess, type ServerProcess } from '../../tools/local-shop/server-process';
import { signedUpShopper } from '../../tools/local-shop/signed-up-shopper';

// ADR-018: two processes on one DATA_DIR (a restart overlapping the old process, two containers on
// one volume) both serve, and neither loses a payment.
describe('two server processes on one DATA_DIR', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-shared-data-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both take payments, and the ledger holds every one exactly once', async () => {
    // the requests all come from one address: the allowance is lifted
    const env = { DATA_DIR: dataDir, STATIC_DIR: dataDir, PAYMENT_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000' };
    servers.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
    let turn = 0;
    const nextServer = () => servers[turn++ % servers.length]!.origin;

    // 20 shoppers signed up on either process; 200 payments, 400 requests, each payment's create and confirm on different processes
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signedUpShopper(nextServer(), `shopper-${index}`)),
    );
    const checkouts = await Promise.all(
      Array.from({ length: 200 }, (_, index) => checkOut(nextServer, shoppers[index % 20]!, `shared-dir-checkout-${index}`)),
    );

    expect(checkouts.flatMap((checkout) => checkout.statuses).filter((status) => status !== 200)).toEqual([]);
    expect(checkouts.every((checkout) => checkout.paid)).toBe(true);
    const sqlFile = new Database(join(dataDir, 'shop.db'));
    const rows = sqlFile.prepare('SELECT status, count(*) AS n FROM payments GROUP BY status').all();
    sqlFile.close();
    expect(rows).toEqual([{ status: 'succeeded', n: 200 }]);
  });
});
