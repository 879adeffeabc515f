import { expect, test } from '@playwright/test';
import { open } from './support/shop';

// ADR-006: the header search box and the 'All' drawer work in a real browser.

test.describe('header search', () => {
  for (const [query, found] of [
    ['tshirt', ['T-Shirts']],
    ['shirts', ['T-Shirts', 'Oxford Button-Down Shirt']],
    ['jaket', ['Jacket']],
  ] as const) {
    test(`'${query}' finds what a shopper means by it`, async ({ page }) => {
      await open(page, `/search?q=${query}`);
      const results = page.getByRole('list', { name: 'Search results' });
      for (const title of found) await expect(results.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    });
  }

  test('Enter searches; results survive a reload and the back button', async ({ page }) => {
    await open(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('ring');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=ring$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: /Solitaire Ring/ })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('ring');
    await expect(results.getByRole('link', { name: /Solitaire Ring/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  });

  test("offers a single 'All' category option, searches every category and says when nothing matches", async ({ page }) => {
    await open(page, '/');
    // requirements §2: a single 'All' category option
    const select = page.getByRole('combobox', { name: 'Search in category' });
    await expect(select).toHaveValue('All');
    await expect(select.locator('option')).toHaveText(['All']);

    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('jacket');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jacket$/);
    // matches from men's and women's clothing alike
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: /Packable Puffer Jacket/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /Cropped Denim Jacket/ })).toBeVisible();

    await box.fill('zebra');
    await box.press('Enter');
    await expect(page.getByText('No products match "zebra"')).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=zebra$/);
  });

  test('suggests titles while typing and opens one by keyboard', async ({ page }) => {
    await open(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('pearl');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    await box.press('ArrowDown');
    await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Freshwater Pearl Drop Earrings/ })).toBeVisible();
  });
});

test.describe("'All' drawer", () => {
  test('opens from the left with the categories; Escape closes it and focus returns to All', async ({ page }) => {
    await open(page, '/');
    const all = page.getByRole('button', { name: 'All' });
    await all.click();
    const drawer = page.getByRole('dialog', { name: 'Browse the shop' });
    await expect(drawer).toBeVisible();
    // it slides in from the left edge
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await expect(drawer.getByRole('link', { name: 'Electronics' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'All' })).toBeFocused();

    await page.getByRole('button', { name: 'All' }).click();
    await page.getByRole('dialog', { name: 'Browse the shop' }).getByRole('link', { name: "Women's Clothing" }).click();
    await expect(page.getByText("Category / women's clothing")).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
  test('holds the page still and out of reach while open; a press beside it closes it and gives it back', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'All' }).click();
    const drawer = page.getByRole('dialog', { name: 'Browse the shop' });
    await expect(drawer.getByRole('link', { name: 'Electronics' })).toBeFocused();
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width - 40, viewport.height / 2);
    await page.mouse.wheel(0, 600);
    // the wheel has had its chance to scroll the page behind
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // the page behind is out of reach: it takes no focus (inert) while the drawer is open
    const searchBox = page.getByRole('combobox', { name: 'Search products' });
    await searchBox.focus();
    await expect(searchBox).not.toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Electronics' })).toBeFocused();

    await page.mouse.click(viewport.width - 40, viewport.height / 2);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'All' })).toBeFocused();
    await searchBox.focus();
    await expect(searchBox).toBeFocused();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
  test('a drawer whose code cannot be downloaded leaves the page working; the next press opens it', async ({ page }) => {
    let reachable = false;
    await page.route(/\/assets\/AllMenuDrawer-[^/]+\.js$/, (route) =>
      reachable ? route.continue() : route.abort('connectionrefused'),
    );
    await open(page, '/');
    const all = page.getByRole('button', { name: 'All' });
    await all.click();
    await expect(page.getByRole('alert')).toHaveText('The menu could not be loaded. Please try again, or reload the page.');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Featured deals' })).toBeVisible();

    reachable = true;
    await all.click();
    await expect(page.getByRole('dialog', { name: 'Browse the shop' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
