import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import {
  addProduct,
  cards,
  expectCartLinkCount,
  fillCard,
  freshEmail,
  open,
  orderCards,
  PASSWORD,
  payNow,
  signUp,
} from './support/shop';

// docs/architecture.md 'Quality bars': no axe violations on any route, and every control usable by keyboard.

test.describe('axe: no WCAG 2.1 A/AA violations', () => {
  test('home page', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('region', { name: 'Featured deals' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, '/');
  });

  test('category page', async ({ page }) => {
    await open(page, '/category/electronics');
    await expect(page.getByRole('list', { name: 'Products in electronics' }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, '/category/electronics');
  });

  test('product page', async ({ page }) => {
    await open(page, '/products/1');
    await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
    await expectNoViolations(page, '/products/1');
  });

  test('empty cart', async ({ page }) => {
    await open(page, '/Cart');
    await expect(page.getByText('Oops! No items in your cart.')).toBeVisible();
    await expectNoViolations(page, '/Cart (empty)');
  });

  test('sign-in page, with the redirect message', async ({ page }) => {
    await open(page, '/auth?reason=pay&redirect=%2FPayment');
    await expect(page.getByRole('alert')).toHaveText('you must log in to pay');
    await expectNoViolations(page, '/auth');
  });

  test('search results', async ({ page }) => {
    await open(page, '/search?q=shirt');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, '/search?q=shirt');
  });

  test('unknown path (error screen)', async ({ page }) => {
    await open(page, '/no-such-page');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expectNoViolations(page, 'an unknown path');
  });

  test('cart with items, checkout with its errors, and orders with an order (signed in)', async ({ page }) => {
    await signUp(page);
    await addProduct(page, 1);
    await addProduct(page, 9);
    await expectCartLinkCount(page, 2);

    await open(page, '/Cart');
    await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
    await expectNoViolations(page, '/Cart (with items)');

    await open(page, '/Payment');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoViolations(page, '/Payment');
    // the live card error and a refusal are on screen too
    await page.getByLabel('Card number').fill('4242');
    await page.getByLabel('Postcode').focus();
    await expect(page.getByRole('alert')).toHaveText('Your card number is incomplete.');
    await expectNoViolations(page, '/Payment (card error)');

    await fillCard(page, { number: cards.succeeds });
    await payNow(page).click();
    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(orderCards(page)).toHaveCount(1);
    await expectNoViolations(page, '/Orders (one order)');
  });
});

/** Presses Tab until `target` has the focus (at most `limit` times): keyboard only, no clicks. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  const handle = await target.elementHandle();
  expect(handle, 'the element to tab to exists').not.toBeNull();
  for (let presses = 0; presses < limit; presses++) {
    if (await handle!.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test('the whole journey: find a product, add it, check out, create an account, pay, see the order', async ({ page }) => {
    await open(page, '/');
    const electronics = page.getByRole('link', { name: /^Electronics\b.*Shop now$/ });
    await expect(electronics).toBeVisible();
    await tabTo(page, electronics);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Category / electronics' })).toBeVisible();

    const firstProduct = page
      .getByRole('list', { name: 'Products in electronics' })
      .getByRole('listitem')
      .first()
      .getByRole('heading')
      .getByRole('link');
    await expect(firstProduct).toBeVisible();
    const title = (await firstProduct.textContent())!.trim();
    await tabTo(page, firstProduct);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    const add = page.getByRole('button', { name: `Add to cart: ${title}` });
    await tabTo(page, add);
    await page.keyboard.press('Space');
    await expectCartLinkCount(page, 1);

    const cart = page.getByRole('link', { name: 'Cart, 1 item' });
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, cart);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your Shopping Basket' })).toBeVisible();

    const checkout = page.getByRole('link', { name: 'Continue to checkout' });
    await tabTo(page, checkout);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('you must log in to pay');

    const email = freshEmail('keyboard');
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Create your Amazon Account' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible({ timeout: 15_000 });

    const number = page.getByLabel('Card number');
    await expect(number).toBeVisible();
    await tabTo(page, number);
    await page.keyboard.type(cards.succeeds);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expiry date (MM / YY)')).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12345');
    await tabTo(page, payNow(page));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(orderCards(page)).toHaveCount(1);
    await expect(orderCards(page).first().getByText(title)).toBeVisible();
  });
});
