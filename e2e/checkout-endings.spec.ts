import { expect, test, type Page } from '@playwright/test';
import {
  addProduct,
  cards,
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

// Issue 30 items 2, 3, 5 and 12 (ADR-010, ADR-019): Buy Now buys one thing and leaves the basket;
// /Payment reopened after paying says the order was placed; a refusal goes with its card; Sign Out
// on a signed-in page ends on the home page.

const buyBox = (page: Page) => page.getByRole('complementary', { name: 'Buy box' });
const review = (page: Page) => page.getByRole('region', { name: 'Review items and delivery' }).getByRole('listitem');
const placed = 'Your order has been placed successfully!';

async function productTitle(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

/** On a product page: picks the quantity and presses Buy Now; answers the product's title. */
async function buyNow(page: Page, productId: number, amount: number): Promise<string> {
  await open(page, `/products/${productId}`);
  const title = await productTitle(page);
  await buyBox(page).getByLabel('Quantity').selectOption(String(amount));
  await buyBox(page).getByRole('button', { name: 'Buy Now' }).click();
  return title;
}

/** The one-product checkout of Buy Now, paid; the order on /Orders holds that product alone. */
async function expectBuyNowCheckoutThenPay(page: Page, title: string, other: string) {
  await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
  await expect(review(page)).toHaveCount(1);
  await expect(review(page).first()).toContainText(title);
  await expect(review(page).first()).toContainText('× 2');
  await expect(page.getByRole('region', { name: 'Review items and delivery' }).getByText(other)).toHaveCount(0);
  await expectCartLinkCount(page, 1);

  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(page.getByText(placed)).toBeVisible({ timeout: 15_000 });
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCards(page).first().getByText(title)).toBeVisible();
  await expect(orderCards(page).first().getByText(other)).toHaveCount(0);
  // the basket is as it was
  await expectCartLinkCount(page, 1);
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('main').getByText(other).first()).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('Buy Now with another line in the basket checks out that product alone and leaves the basket', async ({ page }) => {
      await signUp(page);
      await addProduct(page, 1);
      const other = await productTitle(page);
      await expectCartLinkCount(page, 1);

      const title = await buyNow(page, 3, 2);
      await expect(page).toHaveURL(/\/Payment\?buy=3&qty=2$/);
      await expectBuyNowCheckoutThenPay(page, title, other);
    });

    test('Buy Now through sign-in comes back to the same one-product checkout', async ({ page }) => {
      // a line stored in the shopper's basket, which comes back at sign-in
      const email = await signUp(page);
      await addProduct(page, 1);
      const other = await productTitle(page);
      await expectCartLinkCount(page, 1);
      await signOutButton(page).click();
      await expectCartLinkCount(page, 0);

      const title = await buyNow(page, 3, 2);
      await expect(page).toHaveURL(/\/auth\?/);
      await expect(page.getByRole('alert')).toHaveText('you must log in to pay');
      await signInHere(page, email);
      await expect(page).toHaveURL(/\/Payment\?buy=3&qty=2$/);
      await expectBuyNowCheckoutThenPay(page, title, other);
    });

    test('/Payment reopened or reloaded after paying says the order was placed and links to it', async ({ page }) => {
      await readyToPay(page);
      await fillCard(page, { number: cards.succeeds });
      await payNow(page).click();
      await expect(page.getByText(placed)).toBeVisible({ timeout: 15_000 });
      const orderId = (await orderCards(page).first().getAttribute('aria-label'))!.replace(/^Order /, '');

      await page.goBack();
      await expect(page).toHaveURL(/\/Payment$/);
      for (const again of [false, true]) {
        if (again) await reload(page);
        await expect(page.getByRole('status').filter({ hasText: placed })).toHaveText(placed);
        await expect(page.getByText(`Order ID: ${orderId}.`)).toBeVisible();
        await expect(page.getByText('Your basket is empty. Add something before you pay.')).toHaveCount(0);
        await expect(payNow(page)).toHaveCount(0);
      }
      await page.getByRole('link', { name: 'See it in Your Orders' }).click();
      await expect(page).toHaveURL(/\/Orders$/);
      await expect(orderCards(page)).toHaveCount(1);
    });

    test('a decline goes away when the shopper types another card number', async ({ page }) => {
      await readyToPay(page);
      await fillCard(page, { number: cards.declined });
      await payNow(page).click();
      const declined = page.getByText('Your card was declined.');
      await expect(declined).toBeVisible({ timeout: 15_000 });

      await page.getByLabel('Card number').fill(cards.succeeds);
      await expect(declined).toHaveCount(0);
      await payNow(page).click();
      await expect(page.getByText(placed)).toBeVisible({ timeout: 15_000 });
    });

    for (const path of ['/Payment', '/Orders']) {
      test(`Sign Out on ${path} lands on the home page`, async ({ page, baseURL }) => {
        await signUp(page);
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await signOutButton(page).click();
        await expect(page).toHaveURL(`${baseURL}/`);
        await expect(page.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();
        await expect(page.getByText(/you must log in|You must be logged in/)).toHaveCount(0);
      });
    }
  });
}
