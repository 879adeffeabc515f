import { expect, test } from '@playwright/test';
import {
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
  signInHere,
  signOutButton,
  signUp,
} from './support/shop';

test.describe('the shopper journey', () => {
  test('browse, fill the basket, sign up at checkout, pay, and find the order again after signing back in', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: /^Electronics\b.*Shop now$/ }).click();
    await expect(page).toHaveURL(/\/category\/electronics$/);
    await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Category / electronics' })).toBeVisible();

    const products = page.getByRole('list', { name: 'Products in electronics' });
    const firstTitle = products.getByRole('listitem').first().getByRole('heading').getByRole('link');
    const title = (await firstTitle.textContent())!.trim();
    await firstTitle.click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await expectCartLinkCount(page, 0);
    await page.getByRole('button', { name: `Add to cart: ${title}` }).click();
    await expectCartLinkCount(page, 1);

    await cartLink(page).click();
    await expect(page.getByRole('heading', { name: 'Your Shopping Basket' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('Subtotal (1 items)')).toBeVisible();

    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('alert')).toHaveText('you must log in to pay');

    const email = freshEmail();
    await createAccountHere(page, email);
    await expect(page.getByText(`Hello ${email.split('@')[0]}`)).toBeVisible();
    await expect(page).toHaveURL(/\/Payment$/);
    await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();

    await fillCard(page, { number: cards.succeeds, expiry: '12 / 34', cvc: '123', postcode: '12345' });
    await payNow(page).click();

    await expect(page).toHaveURL(/\/Orders/, { timeout: 15_000 });
    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible();
    await expect(orderCards(page)).toHaveCount(1);
    const order = orderCards(page).first();
    await expect(order.getByText('Order ID')).toBeVisible();
    await expect(order.getByText('Total Amount')).toBeVisible();
    await expect(order.getByText(/^\$\d[\d,]*\.\d{2}$/).first()).toBeVisible();
    await expect(order.getByText(title)).toBeVisible();
    await expectCartLinkCount(page, 0);

    await signOutButton(page).click();
    await expect(page.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();

    await page.getByRole('link', { name: /Hello, Sign In/ }).click();
    await signInHere(page, email);
    await page.getByRole('link', { name: /Returns\s*& Orders/ }).click();
    await expect(page).toHaveURL(/\/Orders$/);
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await expect(orderCards(page)).toHaveCount(1);
    await expect(orderCards(page).first().getByText(title)).toBeVisible();
    await expect(page.getByText('Your order has been placed successfully!')).toHaveCount(0);
  });
});

test.describe('checkout refusals', () => {
  test('a declined card shows the decline message and keeps the basket', async ({ page }) => {
    await readyToPay(page);
    await fillCard(page, { number: cards.declined });
    await payNow(page).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(payNow(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/Payment$/);
    await expectCartLinkCount(page, 1);
  });

  test('a card with insufficient funds says so and keeps the basket', async ({ page }) => {
    await readyToPay(page);
    await fillCard(page, { number: cards.insufficientFunds });
    await payNow(page).click();
    await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');
    await expect(payNow(page)).toBeEnabled();
    await expectCartLinkCount(page, 1);
  });

  test('card field errors show live and clear once the field is fixed', async ({ page }) => {
    await readyToPay(page);
    const number = page.getByLabel('Card number');
    await number.fill('4242');
    await page.getByLabel('Expiry date (MM / YY)').focus();
    await expect(page.getByRole('alert')).toHaveText('Your card number is incomplete.');
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    await number.fill(cards.succeeds);
    await expect(page.getByText('Your card number is incomplete.')).toHaveCount(0);
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');

    // the remaining fields report their own problem once left, and clear the same way
    const expiry = page.getByLabel('Expiry date (MM / YY)');
    await expiry.fill('12');
    await page.getByLabel('Security code (CVC)').focus();
    await expect(page.getByRole('alert')).toHaveText("Your card's expiration date is incomplete.");
    await expiry.fill('12 / 34');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an empty basket at checkout says so and offers no Pay Now', async ({ page }) => {
    await signUp(page);
    await open(page, '/Payment');
    await expect(page.getByRole('heading', { name: 'Checkout (0) items' })).toBeVisible();
    // the wording is the shop's own (the spec has none for this state)
    await expect(page.getByText(/Your basket is empty/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go shopping now!' })).toBeVisible();
    await expect(payNow(page)).toHaveCount(0);
  });
});
