import { expect, test, type Page } from '@playwright/test';
import { addProduct, appReady, cards, fillCard, open, orderCards, payNow, readyToPay } from './support/shop';

// The signed-in pages on a slow network: the server draws them whole for their shopper (ADR-036),
// so the header and the page's own content are on screen before any of the shop's code arrives
// (requirements §2: the header is on every page). The code then takes the page over.

/** Holds every script of the shop back, as a slow phone network would, until the returned function is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const width of [320, 1280]) {
  test(`/Payment shows the basket under review before its code arrives, and pays once it has (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await readyToPay(page, 3);
    const reviewed = page.getByRole('main').getByRole('listitem');
    await expect(reviewed).toHaveCount(1);
    const line = (await reviewed.textContent())!;

    const release = await holdScripts(page);
    await page.goto('/Payment', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Returns & Orders/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout (1) items' })).toBeVisible();
    await expect(reviewed).toHaveText(line);
    await expect(page.getByText(/^Order Total:/)).toBeVisible();
    await expect(page.getByText('Loading your basket...')).toHaveCount(0);

    release();
    await appReady(page);
    await fillCard(page, { number: cards.succeeds });
    await payNow(page).click();
    await expect(orderCards(page)).toHaveCount(1);
  });
}

test('a shopper back on /Orders sees their orders before any code arrives, and no notice of a past moment', async ({ page }) => {
  await readyToPay(page);
  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(orderCards(page)).toHaveCount(1);
  const order = await orderCards(page).first().getAttribute('aria-label');
  await addProduct(page, 2);
  await open(page, '/Orders');

  const release = await holdScripts(page);
  await page.goto('/Orders', { waitUntil: 'commit' });
  await expect(page.getByRole('listitem', { name: order! })).toBeVisible();
  await expect(page.getByText('Loading your orders...')).toHaveCount(0);
  // the payment's notice was of its moment
  await expect(page.getByText('Your order has been placed successfully!')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  release();
  await appReady(page);
  await expect(page.getByRole('listitem', { name: order! })).toBeVisible();
});
