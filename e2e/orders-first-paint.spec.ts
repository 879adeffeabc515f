import { expect, test, type Page } from '@playwright/test';
import { addProduct, appReady, fillCard, open, orderCards, payNow, readyToPay, signUp } from './support/shop';

// The signed-in pages on a slow network: the header and a placeholder come with the HTML, before
// any of the shop's code or data has arrived (requirements §2: the header is on every page). The
// orders pages the server draws whole for their shopper (ADR-036): signed-in-pages.spec.ts.

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

const pages = [{ path: '/Payment', placeholder: 'Loading your basket...', heading: 'Checkout (0) items' }];

for (const width of [320, 1280]) {
  for (const { path, placeholder, heading } of pages) {
    test(`${path} shows the header and a placeholder before its code arrives (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUp(page);
      const release = await holdScripts(page);
      // the page's code is held: only the HTML can be on screen
      await page.goto(path, { waitUntil: 'commit' });
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: /Returns & Orders/ })).toBeVisible();
      await expect(banner.getByRole('link', { name: /^Cart/ })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(placeholder);

      release();
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(placeholder)).toHaveCount(0);
    });
  }
}

test('/Payment keeps the header and placeholder while the session is held, then shows the checkout', async ({ page }) => {
  await signUp(page);
  // the session is the server's word: the guard waits on it, here 1.5 s late
  await page.route('**/api/auth/get-session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/Payment');
  // the app draws the page once its session is known: until then, the page's own placeholder
  await expect(page.getByRole('banner').getByRole('link', { name: /Returns & Orders/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading your basket...');
  await expect(page.getByRole('heading', { name: 'Checkout (0) items' })).toBeVisible({ timeout: 15_000 });
  await appReady(page);
});

test('a shopper back on /Orders and /Payment sees each page as last shown, before any code arrives', async ({ page }) => {
  await readyToPay(page);
  await fillCard(page, { number: '4242 4242 4242 4242' });
  await payNow(page).click();
  await expect(orderCards(page)).toHaveCount(1);
  const order = await orderCards(page).first().getAttribute('aria-label');
  await addProduct(page, 2);
  await open(page, '/Payment');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await open(page, '/Orders');
  await expect(orderCards(page)).toHaveCount(1);

  // the app's code is held: what shows is the page the server drew (ADR-036)
  const release = await holdScripts(page);
  await page.goto('/Orders', { waitUntil: 'commit' });
  await expect(page.getByRole('listitem', { name: order! })).toBeVisible();
  await expect(page.getByText('Loading your orders...')).toHaveCount(0);
  // the payment's notice was of its moment: it is not kept
  await expect(page.getByText('Your order has been placed successfully!')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  release();
  await appReady(page);
  await expect(page.getByRole('listitem', { name: order! })).toBeVisible();

  const releaseAgain = await holdScripts(page);
  await page.goto('/Payment', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('');
  releaseAgain();
  await appReady(page);
  await fillCard(page, { number: '4242 4242 4242 4242' });
  await payNow(page).click();
  await expect(orderCards(page)).toHaveCount(2);
});

const keptRecords = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('shopfront:kept:')));

test('a kept page is forgotten when the basket changes or the shopper signs out', async ({ page }) => {
  await readyToPay(page);
  // the checkout is kept a frame after its card form is drawn
  await expect.poll(() => keptRecords(page)).toContain('shopfront:kept:page:/payment');
  await addProduct(page, 2);
  expect(await keptRecords(page)).toEqual([]);
  // the checkout kept with one line no longer shows the basket: the placeholder shows instead
  const release = await holdScripts(page);
  await page.goto('/Payment', { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading your basket...');
  release();
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Checkout (2) items' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptRecords(page)).toEqual([]);
});
