import { expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMail } from '../server/test-support/parse-mail';
import { startServerProcess } from '../tools/local-shop/server-process';
import { expectNoViolations } from './support/axe';
import { ownerJoins, shipWithUps, UPS_SHIPMENT } from './support/back-office';
import { e2eBuildDir } from './support/build-dir';
import { open, twoOrdersPaid } from './support/shop';

// Issue 55 and ADR-051: an order the merchant ships and the shopper follows, and one the shopper
// cancels before it ships, on a shop of its own (its outbox is counted).

/** The messages in the shop's outbox to `to` whose subject matches `subject`. */
async function mailed(dataDir: string, to: string, subject: RegExp) {
  const outbox = join(dataDir, 'outbox');
  const messages = await Promise.all((await readdir(outbox)).map(async (name) => parseMail(await readFile(join(outbox, name)))));
  return messages.filter((message) => message.to === to && subject.test(message.subject));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the merchant ships and the shopper follows it; the shopper cancels another before it ships`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-order-life-'));
    const server = await startServerProcess({
      env: { STATIC_DIR: join(e2eBuildDir, 'dist'), DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000', PAYMENT_RATE_LIMIT: '100000' },
    });
    try {
      const { page: owner } = await ownerJoins(browser, server.origin, dataDir, viewport);
      const shopper = await (await browser.newContext({ baseURL: server.origin, viewport })).newPage();
      const { email, newer: cancelled, older: shipped } = await twoOrdersPaid(shopper);

      // the merchant ships the older one with a tracking number
      await shipWithUps(owner, shipped);
      await expect(owner.getByRole('status').filter({ hasText: 'Shipped.' })).toBeVisible();
      await expectNoViolations(owner, "an order's page in the back office");
      // nothing wider than the screen, the order's long id included
      expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // the shopper's page says so, with the carrier's tracking page; one message went
      await open(shopper, `/Orders/${shipped}`);
      const where = shopper.getByRole('region', { name: 'Where it is' });
      await expect(where).toContainText(`Shipped with UPS, tracking number ${UPS_SHIPMENT.trackingNumber}`);
      await expect(where.getByRole('link', { name: 'Track package' })).toHaveAttribute('href', UPS_SHIPMENT.page);
      await expect(shopper.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await expect
        .poll(async () => (await mailed(dataDir, email, new RegExp(`^Your order ${shipped} has shipped$`))).length)
        .toBe(1);
      await expectNoViolations(shopper, "a shipped order's page");
      expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // the other is not shipped: the shopper cancels it and sees the money back
      await open(shopper, `/Orders/${cancelled}`);
      await shopper.getByRole('button', { name: 'Cancel order' }).click();
      await expect(shopper.getByRole('group', { name: 'Cancel this order?' })).toContainText('goes back to your card at once');
      await shopper.getByRole('button', { name: 'Yes, cancel the order' }).click();
      const life = shopper.getByRole('region', { name: 'Where it is' });
      await expect(life).toContainText('Cancelled');
      await expect(life).toContainText(/Refunded \$\d+\.\d{2}/);
      await expect(shopper.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await expect
        .poll(async () => (await mailed(dataDir, email, new RegExp(`^Your order ${cancelled} is cancelled$`))).length)
        .toBe(1);
      expect(await mailed(dataDir, email, new RegExp(`refunded on your order ${cancelled}`))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
}
