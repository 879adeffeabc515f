import { expect, test } from '@playwright/test';
import {
  appReady,
  cartLink,
  createAccountHere,
  expectCartLinkCount,
  freshEmail,
  holdAppCode,
  PASSWORD,
  signOutButton,
} from './support/shop';

test.describe('what a shopper does before the app has started (pre-rendered pages)', () => {
  test('an Add to cart tap is kept and counted once the app starts', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/products/1');
    // the pre-rendered page is there, the app is not
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    const add = page.getByRole('button', { name: /^Add to cart/ });
    await add.click();
    // a second, impatient tap on the same button is not a second item
    await add.click();
    release();
    await appReady(page);
    await expectCartLinkCount(page, 1);
  });

  test('taps on two products of the home grid add both', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/');
    const buttons = page.getByRole('button', { name: /^Add to cart/ });
    await buttons.first().click();
    await buttons.nth(1).click();
    release();
    await appReady(page);
    await expectCartLinkCount(page, 2);
  });

  test('a search typed and sent is made once the app starts', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('ring');
    await box.press('Enter');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?.*q=ring/);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Solitaire Ring/ })).toBeVisible();
  });

  test('a sign-in form filled and sent signs in once the app starts', async ({ page, context }) => {
    const email = freshEmail();
    // the account exists, made in another tab; this one has not started yet
    const other = await context.newPage();
    await other.goto('/auth');
    await appReady(other);
    await createAccountHere(other, email);
    await other.getByRole('button', { name: 'Sign Out' }).click();
    await other.close();

    const release = await holdAppCode(page);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    release();
    await expect(signOutButton(page)).toBeVisible({ timeout: 15_000 });
  });
});
