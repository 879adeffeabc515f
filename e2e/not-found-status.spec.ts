import { expect, test } from '@playwright/test';
import { appReady } from './support/shop';

// ADR-022: a page load at a path the shop has no page for answers 404 (crawlers and monitors see
// it), with the same screen the app draws there; the shop's pages, pre-rendered or not, answer 200.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an unknown path answers 404 with the error screen', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await appReady(page);
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
      await expect(page.getByText(/^404\b/)).toBeVisible();
    });

    test('a product the catalogue does not have answers 404 with its not-found screen', async ({ page }) => {
      const response = await page.goto('/products/987654');
      expect(response?.status()).toBe(404);
      await appReady(page);
      await expect(page.getByRole('heading', { name: "We couldn't find that product." })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    });

    for (const path of [
      '/',
      '/Cart',
      '/auth',
      '/forgot-password',
      '/reset-password?token=any',
      '/Orders',
      '/Payment',
      '/category/electronics',
      '/products/1',
      '/search?q=ring',
    ])
      test(`the page ${path} answers 200`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
      });
  });
}
