import { expect, test, type Page } from '@playwright/test';
import { open, reload } from './support/shop';

// ADR-011: sorting and narrowing a category or the search results, kept in the address.

const grid = (page: Page) => page.getByRole('list', { name: 'Products in electronics' });

/** The prices the cards show, in the order shown: what each costs, not a deal's struck list price. */
async function pricesShown(page: Page): Promise<number[]> {
  const texts = await grid(page)
    .getByText(/^\$[\d,]+\.\d{2}$/)
    .evaluateAll((prices) => prices.filter((price) => !price.closest('s')).map((price) => price.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

/** The average ratings the cards' stars announce, in the order shown. */
async function ratingsShown(page: Page): Promise<number[]> {
  const names = await grid(page)
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')!));
  return names.map((name) => Number(/Rated ([\d.]+)/.exec(name)![1]));
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

test('a category sorted by price keeps the order through reload, Back and Forward', async ({ page }) => {
  await open(page, '/category/electronics');
  const featured = await pricesShown(page);
  expect(featured.length).toBeGreaterThan(2);
  expect(ascending(featured)).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText(`${featured.length} results`);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect.poll(() => pricesShown(page)).toEqual([...featured].sort((a, b) => a - b));

  await reload(page);
  await expect.poll(() => pricesShown(page)).toEqual([...featured].sort((a, b) => a - b));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');

  await page.goBack();
  await expect.poll(() => pricesShown(page)).toEqual(featured);
  await page.goForward();
  await expect.poll(() => pricesShown(page)).toEqual([...featured].sort((a, b) => a - b));
});

test('narrowing by rating and price says how many remain, and a shared link opens as it was', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // a pre-rendered page opened with a choice: the default first, then the choice, without a hydration error
  await open(page, '/category/electronics?sort=price-desc&minRating=4');
  await expect.poll(async () => (await ratingsShown(page)).every((rate) => rate >= 4)).toBe(true);
  const prices = await pricesShown(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(ascending([...prices].reverse())).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'result' })).toHaveText(new RegExp(`^${prices.length} results?$`));
  await expect(page.getByRole('combobox', { name: 'Customer review' })).toHaveValue('4');

  await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Under $25' });
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText('0 results');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/category\/electronics$/);
  await expect(grid(page).getByRole('listitem').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a value the shop cannot use shows the products, never the error screen', async ({ page }) => {
  await open(page, '/category/electronics?sort=cheapest&minRating=9&maxPrice=-1');
  await expect(grid(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
});

test('search results sort too, and keep the query', async ({ page }) => {
  await open(page, '/search?q=shirt');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\?q=shirt&sort=price-desc$/);
  const list = page.getByRole('list', { name: 'Search results' });
  const prices = (await list.getByText(/^\$[\d,]+\.\d{2}$/).allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});
