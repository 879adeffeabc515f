import { expect, test, type Page } from '@playwright/test';
import { anyProductApi, onApiCall } from './support/faults';
import {
  addProduct,
  cards,
  cartLink,
  createAccountHere,
  expectCartLinkCount,
  fillCard,
  freshEmail,
  open,
  orderCards,
  payNow,
  readyToPay,
  reload,
  signUp,
} from './support/shop';

// ADR-010: what shoppers expect from a large retailer beyond requirements §2: a quantity and Buy
// Now on the product page, Delete in the cart, Buy it again on past orders.

const buyBox = (page: Page) => page.getByRole('complementary', { name: 'Buy box' });

/** The product page's title, as the shop shows it. */
async function productTitle(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

test.describe('quantity and Buy Now', () => {
  test('Add to cart adds the picked quantity; Buy Now goes through sign-in to a checkout of it alone', async ({ page }) => {
    await open(page, '/products/3');
    const title = await productTitle(page);
    const amountSelect = buyBox(page).getByLabel('Quantity');
    await expect(amountSelect).toHaveValue('1');

    await amountSelect.selectOption('3');
    await buyBox(page)
      .getByRole('button', { name: `Add to cart: ${title}` })
      .click();
    await expectCartLinkCount(page, 3);
    await expect(page.getByText(`Added to cart: ${title}`)).toBeVisible();

    await amountSelect.selectOption('2');
    await buyBox(page).getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('alert')).toHaveText('you must log in to pay');

    await createAccountHere(page, freshEmail('buy-now'));
    await expect(page).toHaveURL(/\/Payment\?buy=3&qty=2$/);
    await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    // Buy Now leaves the basket as it was (ADR-010)
    await expectCartLinkCount(page, 3);

    await fillCard(page, { number: cards.succeeds });
    await payNow(page).click();
    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(orderCards(page).first().getByText(/× 2$/)).toBeVisible();
    await expectCartLinkCount(page, 3);
  });
});

test.describe('Delete in the cart', () => {
  test('takes a whole line out in one press, says so, and the stored basket keeps it out', async ({ page }) => {
    await signUp(page);
    await addProduct(page, 1);
    await buyBox(page).getByLabel('Quantity').selectOption('4');
    await buyBox(page)
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    const deleted = await productTitle(page);
    await addProduct(page, 2);
    const kept = await productTitle(page);
    await expectCartLinkCount(page, 6);

    await cartLink(page).click();
    await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
    await page.getByRole('button', { name: `Delete ${deleted}` }).click();

    await expect(page.getByText(`${deleted} was removed from Shopping Cart.`)).toBeVisible();
    await expect(page.getByRole('link', { name: deleted })).toHaveCount(0);
    await expect(page.getByRole('link', { name: kept })).toBeVisible();
    await expect(page.getByText('Subtotal (1 items)')).toBeVisible();
    await expectCartLinkCount(page, 1);

    await reload(page);
    await expect(page.getByRole('link', { name: kept })).toBeVisible();
    await expect(page.getByRole('link', { name: deleted })).toHaveCount(0);
    await expectCartLinkCount(page, 1);
  });
});

test.describe('Buy it again', () => {
  /** Signs up, buys product 4 once, and lands on /Orders with that order. */
  async function pastOrder(page: Page) {
    await readyToPay(page, 4);
    await fillCard(page, { number: cards.succeeds });
    await payNow(page).click();
    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    await expectCartLinkCount(page, 0);
  }

  test("adds the product at today's price, says when the price changed, and adds nothing once it is gone", async ({ page }) => {
    await pastOrder(page);
    const order = orderCards(page).first();
    const again = order.getByRole('button', { name: /^Buy it again: / });
    await expect(again).toHaveCount(1);
    const title = (await again.getAttribute('aria-label'))!.replace('Buy it again: ', '');

    // same price as paid: added, no notice
    await again.click();
    await expectCartLinkCount(page, 1);
    await expect(page.getByText(`Added to cart: ${title}`)).toBeVisible();
    await expect(order.getByText(/^Price changed/)).toHaveCount(0);

    // the catalogue has a new price today: the basket takes it, and the page says so
    const paid = (await order.getByText(/ × 1$/).textContent())!.replace(' × 1', '');
    const restore = await onApiCall(page, anyProductApi, async (route) => {
      const answer = await route.fetch();
      const product = (await answer.json()) as { price: number };
      await route.fulfill({ response: answer, json: { ...product, price: 1234.5 } });
    });
    await again.click();
    await expect(order.getByText(`Price changed: now $1,234.50, was ${paid}`)).toBeVisible();
    await expectCartLinkCount(page, 2);
    await restore();

    // the catalogue no longer has it: nothing added
    await onApiCall(page, anyProductApi, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await again.click();
    await expect(order.getByText(`${title} is no longer available.`)).toBeVisible();
    await expectCartLinkCount(page, 2);

    await cartLink(page).click();
    await expect(page.getByRole('group', { name: `Quantity of ${title}` })).toHaveText(/2/);
  });
});
