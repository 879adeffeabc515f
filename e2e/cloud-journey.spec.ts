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
  signInHere,
  signOutButton,
} from './support/shop';
import { authAccount, firestoreOrders, improvedEmailPrivacy } from './support/emulator-rest';

// Run by playwright.cloud.config.ts only: accounts in the Firebase Auth emulator, orders in the
// Firestore emulator (users/{uid}/orders/{paymentIntentId}), read back through a live query. The
// browser's fallback stores raise the same codes, so each test also reads the emulators themselves.

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
  await expectCartLinkCount(page, 1);

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

  // the account is in the Auth emulator, and its order in Firestore, for the amount shown
  const account = await authAccount(email);
  expect(account?.email).toBe(email);
  const orders = await firestoreOrders(account!.localId);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.titles).toEqual([title]);
  // the total, to the letter (the line beside it reads '$849.99 × 1')
  await expect(
    orderCards(page)
      .first()
      .getByText(`$${(orders[0]!.amount / 100).toFixed(2)}`, { exact: true }),
  ).toBeVisible();

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
  expect((await authAccount(email))?.email).toBe(email);
  await signOutButton(page).click();

  await open(page, '/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create your Amazon Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account already exists with this email. Please sign in instead.');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // the emulator's own setting decides the code, and so the words (requirements §8)
  const privacy = await improvedEmailPrivacy();
  await expect(page.getByRole('alert')).toHaveText(privacy ? 'Invalid email or password' : 'Incorrect password');
});
