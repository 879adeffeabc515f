import { expect, test, type Page } from '@playwright/test';
import { firebaseChunks } from '../tools/build-checks/cloud-bytes';
import { emulators } from './support/emulator-rest';
import { addProduct, open, orderCards, payAndWait, readyToPay, signOutButton, signUp } from './support/shop';

// Run by playwright.cloud.config.ts only. ADR-024: a signed-in shopper's /Orders shows the orders
// from a light read before the Firestore SDK has arrived, then its live subscription takes over;
// the user the page draws from at first is a cached record, which the Auth SDK confirms or undoes.

/** The cached user record the Auth adapter keeps in localStorage, as [key, value]. */
const cachedUser = (page: Page) =>
  page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('firebase-user:')) ?? null);

test('cloud: /Orders lists the orders before Firestore loads, and an order placed in another tab appears live', async ({
  page,
  context,
}) => {
  await readyToPay(page, 1);
  await payAndWait(page);
  await expect(orderCards(page)).toHaveCount(1);

  // the Firestore SDK's chunks are held back: whatever /Orders shows meanwhile came from the light read
  const firestoreChunks = firebaseChunks(emulators().buildDir).firestore.map((file) => `/${file}`);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldRequests = 0;
  await page.route(
    (url) => firestoreChunks.includes(url.pathname),
    async (route) => {
      heldRequests += 1;
      await held;
      await route.continue();
    },
  );
  const liveChannel = page.waitForRequest((request) => request.url().includes('google.firestore.v1.Firestore/Listen'));
  await open(page, '/Orders');
  await expect(orderCards(page)).toHaveCount(1);
  // the page is interactive and has asked for the SDK, which has not arrived
  await expect.poll(() => heldRequests).toBeGreaterThan(0);
  await expect(orderCards(page)).toHaveCount(1);
  release();
  // the live subscription has taken over: still the one order, not two
  await liveChannel;
  await expect(orderCards(page)).toHaveCount(1);

  const second = await context.newPage();
  await addProduct(second, 2);
  await open(second, '/Payment');
  await expect(second.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
  await payAndWait(second);
  await expect(orderCards(second)).toHaveCount(2);

  // the first tab was never reloaded: the new order came through the live subscription
  await expect(orderCards(page)).toHaveCount(2);
});

test('cloud: a cached session that has ended is found out: /Orders sends the shopper to sign in', async ({ page }) => {
  const email = await signUp(page);
  await expect.poll(() => cachedUser(page)).not.toBeNull();
  const record = (await cachedUser(page))!;
  expect(JSON.parse(record[1])).toMatchObject({ email });

  await signOutButton(page).click();
  await expect(page.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();
  expect(await cachedUser(page)).toBeNull();

  // the session ended without this browser's cache hearing of it: the record is still there
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), record);
  await open(page, '/Orders');
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole('alert')).toHaveText('You must be logged in to view your orders');
  await expect(page.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();
  await expect.poll(() => cachedUser(page)).toBeNull();
});
