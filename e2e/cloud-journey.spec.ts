import { expect, test } from '@playwright/test';
import {
  cards,
  cartLink,
  createAccountHere,
  expectCartCount,
  fillCard,
  freshEmail,
  open,
  orderCards,
  payNow,
  signInHere,
  signOutButton,
} from './support/shop';

// Run by playwright.cloud.config.ts only: accounts in the Firebase Auth emulator, orders in the
// Firestore emulator (users/{uid}/orders/{paymentIntentId}), read back through a live query.

test('cloud: browse, sign up at checkout, pay, and see the order again after signing back in', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('link', { name: /^Electronics\b.*Shop now$/ }).click();
  const firstTitle = page
    .getByRole('list', { name: 'Products in electronics' })
    .getByRole('listitem')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const title = (await firstTitle.textContent())!.trim();
  await firstTitle.click();
  await page.getByRole('button', { name: `Add to cart: ${title}` }).click();
  await expectCartCount(page, 1);

  await cartLink(page).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText('you must log in to pay');

  const email = freshEmail('cloud');
  await createAccountHere(page, email);
  await expect(page).toHaveURL(/\/Payment$/);
  await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();

  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCards(page).first().getByText(title)).toBeVisible();

  await signOutButton(page).click();
  await page.getByRole('link', { name: /Hello, Sign In/ }).click();
  await signInHere(page, email);
  await page.getByRole('link', { name: /Returns\s*& Orders/ }).click();
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCards(page).first().getByText(title)).toBeVisible();
});

test('cloud: the provider errors read as the spec words them', async ({ page }) => {
  const email = freshEmail('cloud-errors');
  await open(page, '/auth');
  await createAccountHere(page, email);
  await signOutButton(page).click();

  await open(page, '/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create your Amazon Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account already exists with this email. Please sign in instead.');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^(Invalid email or password|Incorrect password)$/);
});
