import { expect, test, type Page } from '@playwright/test';
import { open, signOutButton, signUp } from './support/shop';

// ADR-013: the products opened lately, on the home page, per user when signed in.

const history = (page: Page) => page.getByRole('list', { name: 'Products you viewed' });

/**
 * Opens a product's page and stays until the app knows whose history it goes in: the view waits
 * for the session, and a page left before that (a busy machine answers late) never records it.
 */
async function viewProduct(page: Page, id: number): Promise<string> {
  const sessionKnown = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/auth/get-session');
  await open(page, `/products/${id}`);
  await sessionKnown;
  // the answer is read and handed to the history in the page's next tasks
  await page.evaluate(() => new Promise((settled) => setTimeout(settled, 50)));
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

test('the home page lists the products opened, per shopper, and clears them on request', async ({ page }) => {
  const first = await viewProduct(page, 1);
  const second = await viewProduct(page, 2);
  await open(page, '/');
  await expect(history(page).getByRole('link')).toHaveText([second, first]);

  // a new account starts with a history of its own
  await signUp(page);
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your browsing history' })).toHaveCount(0);
  const third = await viewProduct(page, 3);
  await open(page, '/');
  await expect(history(page).getByRole('link')).toHaveText([third]);

  await signOutButton(page).click();
  await expect(history(page).getByRole('link')).toHaveText([second, first]);

  // the product cards above it skip layout until near the screen (content-visibility), so the
  // section settles where it is once scrolled to: press the button after that
  const clear = page.getByRole('button', { name: 'Clear browsing history' });
  await clear.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  await clear.click();
  await expect(page.getByRole('status').filter({ hasText: 'browsing history' })).toHaveText('Your browsing history is cleared.');
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'Your browsing history' })).toHaveCount(0);
});

test('the history appears without moving anything on the screen', async ({ page }) => {
  await viewProduct(page, 4);
  await page.addInitScript({
    content: `
      window.shiftTotal = 0;
      new PerformanceObserver(function (list) {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shiftTotal += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    `,
  });
  await open(page, '/');
  await expect(history(page).getByRole('link')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shiftTotal: number }).shiftTotal)).toBe(0);
});
