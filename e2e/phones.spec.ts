import { expect, test } from '@playwright/test';
import { open } from './support/shop';

const price = '$849.99';

for (const width of [320, 390]) {
  test(`on a ${width} px phone the product page shows its price once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await open(page, '/products/1');
    await expect(page.getByText(price, { exact: true }).filter({ visible: true })).toHaveCount(1);
  });
}

test('on a 390x844 phone the price and Add to cart are on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/products/1');
  const buyBox = page.getByRole('complementary', { name: 'Buy box' });
  await expect(buyBox.getByText(price)).toBeInViewport();
  await expect(buyBox.getByRole('button', { name: /^Add to cart/ })).toBeInViewport({ ratio: 1 });
});

test('on a wide screen the price stands beside the details and in the buy box', async ({ page }) => {
  await open(page, '/products/1');
  await expect(page.getByText(price, { exact: true }).filter({ visible: true })).toHaveCount(2);
  await expect(page.getByRole('complementary', { name: 'Buy box' }).getByText(price)).toBeVisible();
});

test.describe('the header', () => {
  const scrolledAway = async (page: import('@playwright/test').Page) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // further than the header is tall, whatever the screen
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    return page.getByRole('banner');
  };

  test('scrolls away on a phone, leaving the page to the products', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/category/electronics');
    await expect(await scrolledAway(page)).not.toBeInViewport();
  });

  test('scrolls away at 200% zoom on a desktop screen (640x400 CSS pixels)', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await open(page, '/category/electronics');
    await expect(await scrolledAway(page)).not.toBeInViewport();
  });

  test('stays in view on a desktop screen', async ({ page }) => {
    await open(page, '/category/electronics');
    await expect(await scrolledAway(page)).toBeInViewport();
  });
});
