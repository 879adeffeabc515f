import { expect, test } from '@playwright/test';
import { open } from './support/shop';

// Design decision 6: the header search box and the 'All' drawer work in a real browser.

test.describe('header search', () => {
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

  test('narrows to a category and says when nothing matches', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('combobox', { name: 'Search in category' }).selectOption("men's clothing");
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('ring');
    await box.press('Enter');
    await expect(page.getByText('No products match "ring"')).toBeVisible();
    await expect(page).toHaveURL(/category=men/);
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
});
