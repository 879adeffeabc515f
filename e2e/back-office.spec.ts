import { expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startServerProcess } from '../tools/local-shop/server-process';
import { expectNoViolations } from './support/axe';
import { ownerJoins, section } from './support/back-office';
import { e2eBuildDir } from './support/build-dir';
import { cards, fillCard, open, payNow, readyToPay } from './support/shop';

// Issue 54 and ADR-048: the merchant's back office on a shop of its own (its own store: the
// products it adds would change what the suite's other tests see), from the command line's
// invitation to the order a shopper placed.

/** A server of this test's own, on the build the suite serves, with a new store and outbox. */
async function shopOfItsOwn() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-sell-'));
  const server = await startServerProcess({
    env: { STATIC_DIR: join(e2eBuildDir, 'dist'), DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000', PAYMENT_RATE_LIMIT: '100000' },
  });
  return { server, dataDir };
}

test('an owner invited on the command line adds a product with a photo and 3 in stock; a shopper buys it; the owner sees the order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { server, dataDir } = await shopOfItsOwn();
  try {
    const { page: owner } = await ownerJoins(browser, server.origin, dataDir);
    await owner.getByRole('link', { name: 'Add product' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await owner.getByLabel('Title', { exact: true }).fill('Harbour Rain Jacket, Waterproof and Breathable');
    await owner.getByLabel('Price', { exact: true }).fill('89.00');
    await owner.getByLabel('Category', { exact: true }).selectOption("men's clothing");
    await owner
      .getByLabel('Description', { exact: true })
      .fill('Taped seams, a hood that folds into the collar, two zipped pockets.');
    await owner.getByLabel('In stock', { exact: true }).fill('3');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4e89' } })
      .jpeg()
      .toBuffer();
    await owner
      .getByLabel('Add photos', { exact: true })
      .setInputFiles({ name: 'jacket.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(owner.getByRole('img', { name: 'Number 1, shown on every shopper page' })).toBeVisible({ timeout: 20_000 });
    await owner.getByRole('button', { name: 'Add product' }).click();
    // the number after the built-in catalog's
    const editing = owner.getByRole('heading', { level: 1, name: /^Edit product \d+$/ });
    await expect(editing).toBeVisible();
    const productId = Number((await editing.textContent())!.replace('Edit product ', ''));
    await expect(owner.getByText('On hand: 3; held for checkouts: 0; left to sell: 3; sold: 0')).toBeVisible();

    // drawn by the server from the catalogue as it is now, no rebuild: the pages hold the product
    // before any script runs (ADR-049), its photo offered in every rendition
    const reader = await (await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false })).newPage();
    await reader.goto(`/products/${productId}`);
    await expect(reader.getByRole('heading', { level: 1, name: /Harbour Rain Jacket/ })).toBeVisible();
    await expect(reader.getByRole('img', { name: /Harbour Rain Jacket/ }).first()).toHaveAttribute(
      'srcset',
      /^\/photos\/[0-9a-f]{64}-\d+\.webp \d+w(, |$)/,
    );
    await reader.goto(`/category/${encodeURIComponent("men's clothing")}`);
    await expect(reader.getByRole('link', { name: /Harbour Rain Jacket/ }).first()).toBeVisible();
    // its card offers the 220 px renditions and up, not the widest alone
    await expect(reader.getByRole('img', { name: /Harbour Rain Jacket/ })).toHaveAttribute('srcset', /-220\.webp 220w, /);

    // another browser, no rebuild: the category page and the product page show it
    const shopperContext = await browser.newContext({ baseURL: server.origin });
    const shopper = await shopperContext.newPage();
    await open(shopper, `/category/${encodeURIComponent("men's clothing")}`);
    await shopper
      .getByRole('link', { name: /Harbour Rain Jacket/ })
      .first()
      .click();
    await expect(shopper.getByRole('heading', { level: 1, name: /Harbour Rain Jacket/ })).toBeVisible();
    await expect(shopper.getByText('Only 3 left in stock - order soon.')).toBeVisible();
    const picture = shopper.getByRole('img', { name: /Harbour Rain Jacket/ }).first();
    await expect(picture).toHaveAttribute('src', /^\/photos\/[0-9a-f]{64}-\d+\.webp$/);

    const shopperEmail = await readyToPay(shopper, productId);
    await fillCard(shopper, { number: cards.succeeds });
    await payNow(shopper).click();
    await expect(shopper.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 20_000 });

    await section(owner, 'Orders').click();
    const order = owner.getByRole('row').filter({ hasText: shopperEmail });
    await expect(order).toContainText('1 × Harbour Rain Jacket, Waterproof and Breathable');
    await expect(order).toContainText('$89.00');
    await section(owner, 'Stock').click();
    // on hand, held, left to sell, sold
    await expect(owner.getByRole('row', { name: /^Harbour Rain Jacket/ }).getByRole('cell')).toHaveText([
      `Harbour Rain Jacket, Waterproof and Breathable (no. ${productId})`,
      '2',
      '0',
      '2',
      '1',
    ]);
  } finally {
    await server.stop();
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every back-office page is axe-clean, fits ${viewport.width} px and is reached by keyboard`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { server, dataDir } = await shopOfItsOwn();
    try {
      // the door first: nobody signed in
      const visitor = await (await browser.newContext({ baseURL: server.origin, viewport })).newPage();
      await open(visitor, '/sell');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
      await expectNoViolations(visitor, '/sell, signed out');

      const { page } = await ownerJoins(browser, server.origin, dataDir, viewport);
      for (const [path, heading] of [
        ['/sell', 'Products'],
        ['/sell/products/1', 'Edit product 1'],
        ['/sell/products/new', 'Add a product'],
        ['/sell/stock', 'Stock'],
        ['/sell/orders', 'Orders'],
        ['/sell/staff', 'Staff'],
        ['/sell/activity', 'Activity'],
      ]) {
        await open(page, path!);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page, path!);
        // nothing wider than the screen: tables scroll within their own box
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewport.width);
      }
      // the keyboard reaches the sections and opens one
      await open(page, '/sell');
      const stock = section(page, 'Stock');
      for (let presses = 0; presses < 60 && !(await stock.evaluate((link) => link === document.activeElement)); presses += 1)
        await page.keyboard.press('Tab');
      await expect(stock).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });
}
