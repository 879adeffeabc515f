import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccountHere, open, signUp } from './support/shop';

// Issue 30, the parts a shopper sees around the basket, the header and search (ADR-020), at a
// phone's width and a desktop's.

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const addNotice = (page: Page) => page.getByText(/^(Added to cart|Quantity limit reached): /);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the add confirmation covers no control of the buy box and closes with Escape or its Close button', async ({ page }) => {
      await open(page, '/products/1');
      const buyBox = page.getByRole('complementary', { name: 'Buy box' });
      const add = buyBox.getByRole('button', { name: /^Add to cart/ });
      await add.click();
      await expect(addNotice(page)).toBeVisible();
      const shown = await boxOf(page.getByRole('button', { name: 'Close the cart confirmation' }).locator('..'));
      for (const control of [
        add,
        buyBox.getByRole('button', { name: 'Buy Now' }),
        buyBox.getByRole('combobox', { name: 'Quantity' }),
      ])
        expect(overlaps(shown, await boxOf(control))).toBe(false);

      await page.keyboard.press('Escape');
      await expect(addNotice(page)).toHaveCount(0);

      await add.click();
      await expect(addNotice(page)).toBeVisible();
      await page.getByRole('button', { name: 'Close the cart confirmation' }).click();
      await expect(addNotice(page)).toHaveCount(0);
      await expect(add).toBeFocused();
    });

    test('the confirmation shows neither for the cart’s + and − nor on /Payment', async ({ page }) => {
      await signUp(page);
      await open(page, '/products/1');
      await page.getByRole('button', { name: /^Add to cart/ }).click();
      await expect(addNotice(page)).toBeVisible();
      await page.getByRole('link', { name: 'Go to Cart' }).click();
      await expect(page.getByRole('heading', { name: 'Your Shopping Basket' })).toBeVisible();
      await page.getByRole('button', { name: /^Increase quantity of/ }).click();
      await page.getByRole('button', { name: /^Decrease quantity of/ }).click();
      await expect(page.getByRole('list', { name: 'Basket lines' }).getByText('1', { exact: true })).toBeVisible();
      await expect(addNotice(page)).toHaveCount(0);

      // pressed on a product page, it stays there: it does not follow the shopper to checkout
      await page.goBack();
      await page.getByRole('button', { name: /^Add to cart/ }).click();
      await expect(addNotice(page)).toBeVisible();
      await page.getByRole('button', { name: 'Buy Now' }).click();
      // Buy Now's checkout of that product alone (ADR-010)
      await expect(page).toHaveURL(/\/Payment\?buy=1&qty=1$/);
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
      await expect(addNotice(page)).toHaveCount(0);
    });

    test('the cart’s + stops at the product page’s maximum, and an add past it caps the line', async ({ page }) => {
      await open(page, '/products/1');
      await page.getByRole('combobox', { name: 'Quantity' }).selectOption('9');
      await page.getByRole('button', { name: /^Add to cart/ }).click();
      await page.getByRole('link', { name: 'Go to Cart' }).click();
      const increase = page.getByRole('button', { name: /^Increase quantity of/ });
      await increase.click();
      await expect(increase).toBeDisabled();
      await expect(increase).toHaveAccessibleDescription('Limit 10 per product');
      // still reachable by keyboard (aria-disabled), where pressing it changes nothing
      await expect(increase).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('list', { name: 'Basket lines' }).getByText('10', { exact: true })).toBeVisible();

      await page.goBack();
      await page.getByRole('button', { name: /^Add to cart/ }).click();
      await expect(page.getByText('A cart holds at most 10 of a product: this line now holds 10.')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart, 10 items$/ })).toBeVisible();
    });

    test('the header keeps logo, account and cart on one row with a 40-character e-mail', async ({ page }) => {
      await open(page, '/');
      const header = page.getByRole('banner');
      const guestHeight = (await boxOf(header)).height;

      await open(page, '/auth');
      const email = `${`long-${Date.now().toString(36)}-${viewport.width}`.padEnd(33, 'x')}@ex.com`;
      expect(email).toHaveLength(40);
      await createAccountHere(page, email);
      await expect(page.getByText(`Hello ${email.split('@')[0]}`)).toBeAttached();
      expect((await boxOf(header)).height).toBe(guestHeight);

      const logo = await boxOf(page.getByRole('link', { name: 'Shopfront home' }));
      const signOut = await boxOf(page.getByRole('button', { name: 'Sign Out' }));
      const cart = await boxOf(page.getByRole('link', { name: /^Cart, \d+ items?$/ }));
      const middle = (box: typeof logo) => box.y + box.height / 2;
      // one row: each stands level with the logo, within its height
      for (const box of [signOut, cart]) expect(Math.abs(middle(box) - middle(logo))).toBeLessThan(logo.height);
    });

    test('search: "ring" finds rings, not tank tops; a corrected typo says so and links to the exact words', async ({ page }) => {
      await open(page, '/search?q=ring');
      const results = page.getByRole('list', { name: 'Search results' });
      await expect(results.getByRole('link', { name: /Ring/ }).first()).toBeVisible();
      await expect(results.getByRole('link', { name: /Tank Tops/ })).toHaveCount(0);

      await open(page, '/search?q=shrit');
      await expect(page.getByText('Showing results for shirt')).toBeVisible();
      await expect(results.getByRole('link', { name: /Shirt/ }).first()).toBeVisible();
      await page.getByRole('link', { name: 'shrit', exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=shrit/);
      await expect(page.getByText('No products match "shrit"')).toBeVisible();
      await expect(page.getByText(/Showing results for/)).toHaveCount(0);
    });

    test('search: Back to results returns to the same query, sort and narrowing', async ({ page }) => {
      await open(page, '/search?q=shirt');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' });
      await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: '$25 to $50' });
      await expect(page).toHaveURL(/sort=price-desc/);
      const resultsUrl = page.url();
      await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/products\/\d+$/);
      await page.getByRole('link', { name: '‹ Back to results' }).click();
      await expect(page).toHaveURL(resultsUrl);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
      await expect(page.getByRole('combobox', { name: 'Price' })).not.toHaveValue('');
    });
  });
}
