// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalog } from './catalog/catalog';
import { builtInCatalogEntries } from './catalog/built-in-products';
import { composeServer } from './compose';
import { readConfig } from './config/config';
import { createLedger } from './ledger/sql-ledger';
import { silentLogger } from './log/log';
import { localCatalogPrices } from './payment/catalog-prices';
import { createPayments } from './payment/payments';
import { createTestModeProcessor } from './payment/test-mode-processor';
import { createSqlStock } from './stock/sql-stock';
import { openSqlStore } from './store/open-store';

const HOUR = 60 * 60 * 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-compose-'));
afterEach(() => {
  vi.useRealTimers();
});

/** A checkout of `uid`'s, started `ago` ms before now and never paid, written to the SQL file in `dataDir`. */
async function unpaidCheckout(ago: number, uid: string) {
  const store = openSqlStore(dataDir);
  const now = () => new Date(Date.now() - ago);
  const payments = createPayments({
    ledger: createLedger(store),
    processor: createTestModeProcessor({ now }),
    products: localCatalogPrices(createCatalog(builtInCatalogEntries())),
    orderRecords: null,
    receipts: null,
    stock: createSqlStock(store),
    holdSeconds: 600,
    logger: silentLogger,
    now,
  });
  await payments.create({ uid, email: `${uid}@example.com` }, `left-unpaid-${crypto.randomUUID()}`, 4550, [{ id: 4, amount: 1 }]);
  return { close: store.close };
}

describe('the server composed from the configuration', { timeout: 30_000 }, () => {
  it('runs its background jobs once started, every minute until they are stopped', async () => {
    const shop = await composeServer(readConfig({ DATA_DIR: dataDir }), { env: {}, logger: silentLogger });
    await shop.ready;
    const left = async () =>
      ((await (await shop.app.request('/api/stock?ids=4')).json()) as { levels: Record<string, number> }).levels['4'];
    const stocked = await left();
    const stop = new AbortController();
    try {
      // a checkout whose hold lapsed long ago, made by another instance on the same SQL file
      const first = await unpaidCheckout(2 * HOUR, 'ada');
      expect(await left()).toBe(stocked! - 1);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      // composed, the jobs wait for the one who starts them (server/main.ts)
      await vi.advanceTimersByTimeAsync(120_000);
      expect(await left()).toBe(stocked! - 1);

      shop.startJobs(stop.signal);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect(await left()).toBe(stocked));

      stop.abort();
      const second = await unpaidCheckout(2 * HOUR, 'bob');
      await vi.advanceTimersByTimeAsync(120_000);
      expect(await left()).toBe(stocked! - 1);
      await Promise.all([first.close(), second.close()]);
    } finally {
      stop.abort();
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
