import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDataDir } from './support/build-dir';
import { cartLink, open } from './support/shop';

// ADR-039: what shoppers are told of stock, on the built-in catalog's figures (product 10: 3 left,
// 12: none, 22: 2) and on figures the merchant changes with `npm run stock` while the shop runs.
const run = promisify(execFile);

/** The merchant's command, on this run's server store. */
const stockCommand = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/stock-command.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: e2eDataDir },
  });

const buyBox = (page: Page) => page.getByRole('complementary', { name: 'Buy box' });

// each width changes a product of its own: the suite's tests run side by side
for (const [width, fallingProduct] of [
  [390, 19],
  [1280, 20],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a product page says In Stock, how many are left when few are, or that none are', async ({ page }) => {
      await open(page, '/products/1');
      await expect(buyBox(page).getByText('In Stock', { exact: true })).toBeVisible();
      await open(page, '/products/10');
      await expect(buyBox(page).getByText('Only 3 left in stock - order soon.')).toBeVisible();
      await expect(buyBox(page).getByLabel('Quantity').locator('option')).toHaveText(['1', '2', '3']);
      await open(page, '/products/12');
      await expect(buyBox(page).getByText('Currently unavailable.')).toBeVisible();
      await expect(buyBox(page).getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
      await expect(buyBox(page).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
      await expect(buyBox(page).getByLabel('Quantity')).toHaveCount(0);
    });

    test('a grid card says briefly that none are left, and adds nothing', async ({ page }) => {
      await open(page, '/category/jewelery');
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /Rose Gold Stackable Bangle/ }) });
      await expect(card.getByText('Currently unavailable', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
      const fewLeft = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: /Gold-Plated Twisted Rope Chain/ }) });
      await expect(fewLeft.getByText('Only 3 left', { exact: true })).toBeVisible();
    });

    test('an add past what is left is refused, saying how many are left', async ({ page }) => {
      await open(page, '/products/22');
      await expect(buyBox(page).getByText('Only 2 left in stock - order soon.')).toBeVisible();
      await buyBox(page).getByLabel('Quantity').selectOption('2');
      await buyBox(page)
        .getByRole('button', { name: /^Add to cart/ })
        .click();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      await buyBox(page).getByLabel('Quantity').selectOption('1');
      await buyBox(page)
        .getByRole('button', { name: /^Add to cart/ })
        .click();
      await expect(buyBox(page).getByText('Only 2 left in stock, and 2 are in your basket already.')).toBeVisible();
      await expect(buyBox(page).getByText(/^Not added: /)).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    });

    test('a basket line above what is left says so and holds checkout until it is lowered', async ({ page }) => {
      await stockCommand('set', String(fallingProduct), '5');
      await open(page, `/products/${fallingProduct}`);
      await expect(buyBox(page).getByText('Only 5 left in stock - order soon.')).toBeVisible();
      await buyBox(page).getByLabel('Quantity').selectOption('3');
      await buyBox(page)
        .getByRole('button', { name: /^Add to cart/ })
        .click();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
      // the stock falls while the shopper shops
      await stockCommand('set', String(fallingProduct), '1');
      await cartLink(page).click();
      await expect(page.getByText('Only 1 left in stock. Please lower the quantity to check out.')).toBeVisible();
      await expect(page.getByText('Change the items marked above to continue to checkout.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
      const decrease = page.getByRole('button', { name: /^Decrease quantity of / });
      await decrease.click();
      await decrease.click();
      await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();
      await expect(page.getByText('Only 1 left in stock', { exact: true })).toBeVisible();
    });
  });
}
