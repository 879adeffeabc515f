import { expect, test, type Page, type Route } from '@playwright/test';
import { anyProductApi, categoryApi, failNextOrderSaves, installOrderSaveFault, onApiCall } from './support/faults';
import {
  addProduct,
  cards,
  cartLink,
  countRequests,
  createAccountHere,
  expectCartLinkCount,
  fillCard,
  open,
  orderCards,
  payNow,
  readyToPay,
  reload,
  signInHere,
  signOutButton,
  signUp,
} from './support/shop';

/** Home page with one product in the (anonymous) basket, then the Electronics card. */
async function openElectronicsWithOneLine(page: Page) {
  await open(page, '/');
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expectCartLinkCount(page, 1);
  await page.getByRole('link', { name: /^Electronics\b.*Shop now$/ }).click();
  await expect(page.getByRole('heading', { name: 'Category / electronics' })).toBeVisible();
}

const electronicsList = (page: Page) => page.getByRole('list', { name: 'Products in electronics' });

test.describe('catalogue faults', () => {
  test('a 500 on the category list shows the spec message, and Try again works once the host is back', async ({ page }) => {
    const restore = await onApiCall(page, categoryApi, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await openElectronicsWithOneLine(page);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch products. Please try again later.');
    await expectCartLinkCount(page, 1);

    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(electronicsList(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectCartLinkCount(page, 1);
  });

  test('a category request that times out shows the message and keeps the basket', async ({ page }) => {
    await onApiCall(page, categoryApi, (route) => route.abort('timedout'));
    await openElectronicsWithOneLine(page);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch products. Please try again later.');
    await expectCartLinkCount(page, 1);
  });

  test('a category request that never answers leaves the page usable (requirements §9: no HTTP timeout)', async ({ page }) => {
    const held: Route[] = [];
    await onApiCall(page, categoryApi, async (route) => {
      held.push(route);
    });
    await open(page, '/');
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await page.getByRole('link', { name: /^Electronics\b.*Shop now$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
    // the shopper can leave the hanging page; nothing is lost
    await cartLink(page).click();
    await expect(page.getByRole('heading', { name: 'Your Shopping Basket' })).toBeVisible();
    await expectCartLinkCount(page, 1);
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  });

  test('malformed JSON from the catalogue is reported, never a crash', async ({ page }) => {
    await onApiCall(page, categoryApi, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id": 1, "title": ' }),
    );
    await openElectronicsWithOneLine(page);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch products. Please try again later.');
    await expectCartLinkCount(page, 1);
  });

  test('a category answer that is not a list counts as empty', async ({ page }) => {
    await onApiCall(page, categoryApi, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"products": []}' }),
    );
    await openElectronicsWithOneLine(page);
    await expect(page.getByText('No products found for this category.')).toBeVisible();
    await expectCartLinkCount(page, 1);
  });

  test('a 500 on one product shows the spec message, and Try again loads it', async ({ page }) => {
    // product pages are served pre-rendered: the detail request happens on a move inside the app
    const restore = await onApiCall(page, anyProductApi, (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await open(page, '/category/electronics');
    const firstTitle = electronicsList(page).getByRole('listitem').first().getByRole('heading').getByRole('link');
    const title = (await firstTitle.textContent())!.trim();
    await firstTitle.click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('alert')).toHaveText('Failed to load product details. Please try again later.');
    await expectCartLinkCount(page, 0);

    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Add to cart: ${title}` })).toBeVisible();
  });

  for (const path of ['/products/abc', '/products/999999']) {
    test(`${path} shows a not-found state`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { name: "We couldn't find that product." })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    });
  }

  test('markup in a category name is shown as text', async ({ page }) => {
    await open(page, `/category/${encodeURIComponent('<b>x</b>')}`);
    await expect(page.getByRole('heading', { name: 'Category / <b>x</b>' })).toBeVisible();
    await expect(page.getByRole('main').locator('b')).toHaveCount(0);
    await expect(page.getByText('No products found for this category.')).toBeVisible();
  });
});

test.describe('payment faults', () => {
  test('the payment server being down gives a clear message, keeps the basket, and paying later works', async ({ page }) => {
    await readyToPay(page);
    const restore = await onApiCall(
      page,
      (p) => p === '/payment/create',
      (route) => route.abort('connectionrefused'),
    );
    await fillCard(page, { number: cards.succeeds });
    await payNow(page).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred during payment. Please try again.');
    await expect(payNow(page)).toBeEnabled();
    await expectCartLinkCount(page, 1);

    await restore();
    await payNow(page).click();
    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(orderCards(page)).toHaveCount(1);
  });

  test('a decline keeps the basket, and a good card then places exactly one order', async ({ page }) => {
    await readyToPay(page);
    const confirms = countRequests(page, '/payment/confirm');
    await fillCard(page, { number: cards.declined });
    await payNow(page).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expectCartLinkCount(page, 1);

    await page.getByLabel('Card number').fill(cards.succeeds);
    await payNow(page).click();
    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(orderCards(page)).toHaveCount(1);
    expect(confirms.count).toBe(2);
  });

  test('an order save that fails after payment is retried without charging again', async ({ page }) => {
    await installOrderSaveFault(page);
    await readyToPay(page);
    const creates = countRequests(page, '/payment/create');
    const confirms = countRequests(page, '/payment/confirm');
    await fillCard(page, { number: cards.succeeds });
    await failNextOrderSaves(page, 1);
    await payNow(page).click();

    await expect(page.getByRole('alert')).toHaveText('Failed to save order. Please try again.');
    await expectCartLinkCount(page, 1);
    await page.getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(orderCards(page)).toHaveCount(1);
    expect(creates.count).toBe(1);
    expect(confirms.count).toBe(1);
    await reload(page);
    await expect(orderCards(page)).toHaveCount(1);
  });

  test('a double click on Pay Now charges once and places one order', async ({ page }) => {
    await readyToPay(page);
    const creates = countRequests(page, '/payment/create');
    const confirms = countRequests(page, '/payment/confirm');
    await fillCard(page, { number: cards.succeeds });
    await payNow(page).dblclick();

    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(orderCards(page)).toHaveCount(1);
    expect(creates.count).toBe(1);
    expect(confirms.count).toBe(1);
    await reload(page);
    await expect(orderCards(page)).toHaveCount(1);
  });

  test('a tab closed right after the payment went through still gets its order on return', async ({ page, context }) => {
    await readyToPay(page, 4);
    await fillCard(page, { number: cards.succeeds });

    // the server takes the payment, but the tab is gone before it hears back
    let paid!: () => void;
    const charged = new Promise<void>((resolve) => (paid = resolve));
    await page.route('**/payment/confirm', async (route) => {
      await route.fetch();
      paid();
    });
    await payNow(page).click();
    await charged;
    await page.close();

    const again = await context.newPage();
    await open(again, '/Orders');
    await expect(again.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await expect(orderCards(again)).toHaveCount(1, { timeout: 15_000 });
    await expect(orderCards(again).first().getByRole('listitem')).toHaveCount(1);
    await expectCartLinkCount(again, 0);
    await reload(again);
    await expect(orderCards(again)).toHaveCount(1);
  });
});

test.describe('basket storage faults', () => {
  test('a corrupted stored basket never crashes the page: the server’s copy of it comes back', async ({ page }) => {
    await signUp(page);
    await addProduct(page, 5);
    await expectCartLinkCount(page, 1);
    // the browser's copy is written after the count shows: on a busy machine, a moment after
    const storedKey = () => page.evaluate(() => Object.keys(localStorage).find((name) => name.startsWith('basket_')));
    await expect.poll(storedKey).toBeTruthy();
    const key = await storedKey();
    await page.evaluate((name) => localStorage.setItem(name!, '{oops'), key);

    // the browser's copy reads as empty; the signed-in basket kept by the server (ADR-032) replaces it
    await open(page, '/Cart');
    await expect(page.getByRole('heading', { name: 'Your Shopping Basket' })).toBeVisible();
    await expectCartLinkCount(page, 1);
    // and the basket works on
    await addProduct(page, 6);
    await expectCartLinkCount(page, 2);
  });

  test('two tabs of one shopper share the basket as it changes', async ({ context }) => {
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await signUp(tabA);
    await open(tabB, '/');
    await expect(signOutButton(tabB)).toBeVisible();
    await expectCartLinkCount(tabB, 0);

    await addProduct(tabA, 7);
    await expectCartLinkCount(tabA, 1);
    await expectCartLinkCount(tabB, 1);

    await tabB
      .getByRole('list', { name: 'Products' })
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await expectCartLinkCount(tabB, 2);
    await expectCartLinkCount(tabA, 2);
  });

  test('a reload during checkout keeps the basket', async ({ page }) => {
    await readyToPay(page, 8);
    await page.getByLabel('Card number').fill('4242 42');
    await reload(page);
    await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
    await expectCartLinkCount(page, 1);
    await expect(payNow(page)).toBeVisible();
  });
});

test.describe('sign-in redirect safety (ADR-002)', () => {
  for (const target of ['https://elsewhere.example', '//elsewhere.example/steal']) {
    test(`a redirect to ${target} lands on the home page after sign-in`, async ({ page, baseURL }) => {
      const email = await signUp(page);
      await signOutButton(page).click();
      await expect(page.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();

      await open(page, `/auth?redirect=${encodeURIComponent(target)}`);
      await signInHere(page, email);
      await expect(page).toHaveURL(`${baseURL}/`);
    });
  }

  test('a same-site redirect is followed after account creation', async ({ page, baseURL }) => {
    await open(page, '/auth?redirect=%2FCart');
    await createAccountHere(page, `redirect-${Date.now()}@example.com`);
    await expect(page).toHaveURL(`${baseURL}/Cart`);
  });
});
