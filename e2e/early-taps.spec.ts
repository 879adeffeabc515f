import { expect, test, type Page } from '@playwright/test';
import { appReady, cartLink, expectCartCount } from './support/shop';

/** Holds the app's code back, as a slow phone network would, until `release` is called. */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('taps before the app has started (pre-rendered pages)', () => {
  test('an Add to cart tap is kept and counted once the app starts', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/products/1');
    // the pre-rendered page is there, the app is not
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    release();
    await appReady(page);
    await expectCartCount(page, 1);
  });

  test('two taps on the home grid add two items, in order', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/');
    const buttons = page.getByRole('button', { name: /^Add to cart/ });
    await buttons.first().click();
    await buttons.nth(1).click();
    release();
    await appReady(page);
    await expectCartCount(page, 2);
  });
});
