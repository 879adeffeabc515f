import Database from 'libsql';
import { expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eBuildDir } from './support/build-dir';
import { freePort } from '../tools/local-shop/engines';
import { startServerProcess } from '../tools/local-shop/server-process';
import { cards, expectCartLinkCount, fillCard, open, orderCards, payNow, readyToPay } from './support/shop';

// ADR-008: a paid order survives a lost answer, a closed tab and a server crash
test('a payment whose answer was lost survives a closed tab and a kill -9 of the server: its order appears, charged once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  // the build the suite's own server serves (playwright.config.ts)
  const staticDir = join(e2eBuildDir, 'dist');
  let server = await startServerProcess({ port, env: { STATIC_DIR: staticDir, DATA_DIR: dataDir } });
  const context = await browser.newContext({ baseURL: server.origin });
  try {
    const page = await context.newPage();
    await readyToPay(page, 4);
    await fillCard(page, { number: cards.succeeds });

    // the server takes the payment, but its answer never reaches the tab, which is then closed
    let charged!: () => void;
    const paid = new Promise<void>((resolve) => (charged = resolve));
    await page.route('**/payment/confirm', async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      charged();
      await route.abort('connectionreset');
    });
    await payNow(page).click();
    await paid;
    await page.close();

    await server.kill();
    server = await startServerProcess({ port, env: { STATIC_DIR: staticDir, DATA_DIR: dataDir } });

    const again = await context.newPage();
    await open(again, '/Orders');
    await expect(again.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await expect(orderCards(again)).toHaveCount(1, { timeout: 15_000 });
    await expect(again.getByText(/still being confirmed/)).toHaveCount(0);
    await expectCartLinkCount(again, 0);

    // the ledger on disk: one payment taken, for the product's price
    const ledger = new Database(join(dataDir, 'shop.db'));
    try {
      const rows = ledger.prepare("SELECT amount FROM payments WHERE status = 'succeeded'").all();
      expect(rows).toEqual([{ amount: 4550 }]);
    } finally {
      ledger.close();
    }
  } finally {
    await context.close();
    await server.kill();
  }
});
