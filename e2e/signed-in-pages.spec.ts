import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  addProduct,
  appReady,
  cards,
  countRequests,
  expectCartLinkCount,
  fillCard,
  open,
  orderCards,
  payNow,
  readyToPay,
  signOutButton,
  signUp,
} from './support/shop';

// The signed-in pages the server draws for their shopper (ADR-036): the shopper's own orders are in
// the page's HTML on the first visit, and the app takes that page over as it is.

/** One order paid by a new shopper on `page`; answers the order's accessible name ('Order pi_…'). */
async function paidOrder(page: Page): Promise<string> {
  await readyToPay(page);
  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(orderCards(page)).toHaveCount(1);
  return (await orderCards(page).first().getAttribute('aria-label'))!;
}

/** The HTML the server answers a page load of `path` with, with this browser's cookies. */
async function pageHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  return response.text();
}

/** What the page logs while it loads: a hydration mismatch is one of React's console errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function newDevice(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a first visit to /Orders gets the orders in its HTML, and the app takes that page over as it is', async ({ page }) => {
      const order = await paidOrder(page);
      const id = order.replace(/^Order /, '');
      // a first visit: nothing of this browser's but the session cookie
      await page.evaluate(() => localStorage.clear());
      const html = await pageHtml(page, '/Orders');
      expect(html).toContain(id);
      expect(html).toContain('Hello ');

      const errors = consoleErrors(page);
      // the list item the server drew, marked before any of the app's code runs
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.querySelector('[aria-label^="Order "]')?.setAttribute('data-drawn-by-server', '');
        });
      });
      const ordersAsked = countRequests(page, '/api/orders');
      const sessionAsked = countRequests(page, '/api/auth/get-session');
      const basketAsked = countRequests(page, '/api/basket');
      await open(page, '/Orders');
      await expect(page.getByRole('listitem', { name: order })).toBeVisible();
      // taken over, not drawn again: the element the server drew is the one on screen
      await expect(page.getByRole('listitem', { name: order })).toHaveAttribute('data-drawn-by-server');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
      // nor asked for again: the list, the shopper and their basket came with the page
      await page.waitForLoadState('networkidle');
      expect([ordersAsked.count, sessionAsked.count, basketAsked.count]).toEqual([0, 0, 0]);
      expect(errors).toEqual([]);
    });

    test('a first visit to /Payment gets the basket under review in its HTML, taken over as it is, and pays', async ({
      page,
    }) => {
      await readyToPay(page, 2);
      const reviewed = page.getByRole('main').getByRole('listitem');
      const line = (await reviewed.textContent())!;
      await page.evaluate(() => localStorage.clear());
      const html = await pageHtml(page, '/Payment');
      expect(html).toContain('Checkout (<a href="/Cart">1</a>) items');
      expect(html).toContain('Order Total');

      const errors = consoleErrors(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.querySelector('main li')?.setAttribute('data-drawn-by-server', '');
        });
      });
      const asked = ['/api/auth/get-session', '/api/basket'].map((path) => countRequests(page, path));
      await open(page, '/Payment');
      await expect(reviewed).toHaveText(line);
      await expect(reviewed).toHaveAttribute('data-drawn-by-server');
      await expect(page.getByLabel('Card number')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(asked.map((each) => each.count)).toEqual([0, 0]);
      expect(errors).toEqual([]);
      await fillCard(page, { number: cards.succeeds });
      await payNow(page).click();
      await expect(orderCards(page)).toHaveCount(1);
    });

    test("an order's own page comes drawn with its details", async ({ page }) => {
      const order = await paidOrder(page);
      const id = order.replace(/^Order /, '');
      await page.evaluate(() => localStorage.clear());
      const html = await pageHtml(page, `/Orders/${id}`);
      expect(html).toContain('Order details');
      expect(html).toContain('Arrives by');
      const errors = consoleErrors(page);
      await open(page, `/Orders/${id}`);
      await expect(page.getByRole('article', { name: order })).toBeVisible();
      // the cancel of an order not shipped comes once the page is the script's: the drawn markup stays as it was
      await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('a first visit in a browser new to the shopper keeps the basket count the server drew', async ({ page }) => {
  await signUp(page);
  await addProduct(page, 4);
  await expectCartLinkCount(page, 1);
  await open(page, '/Cart');
  await page.evaluate(() => localStorage.clear());
  // every count the header shows, from the HTML on
  await page.addInitScript(() => {
    const counts: string[] = ((window as unknown as { counts: string[] }).counts = []);
    const note = () => {
      const label = document.querySelector('a[href="/Cart"]')?.getAttribute('aria-label');
      if (label && counts.at(-1) !== label) counts.push(label);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // the browser's copy is synced late, as on a slow connection
  await page.route('**/api/basket', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await open(page, '/account');
  await expectCartLinkCount(page, 1);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { counts: string[] }).counts)).toEqual(['Cart, 1 item']);
});

test("Buy Now's checkout comes drawn with its product and quantity, the basket left as it was", async ({ page }) => {
  await signUp(page);
  await addProduct(page, 4);
  await expectCartLinkCount(page, 1);
  await open(page, '/products/6');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const html = await pageHtml(page, '/Payment?buy=6&qty=2');
  expect(html).toContain('× <!-- -->2');
  const errors = consoleErrors(page);
  await open(page, '/Payment?buy=6&qty=2');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(new RegExp(`${escapeRegExp(title)}.*× 2`));
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expectCartLinkCount(page, 1);
  expect(errors).toEqual([]);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('after Sign Out, the next load of /Orders is sent to sign in by the server', async ({ page }) => {
  await signUp(page);
  await open(page, '/Orders');
  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  // the page leaves /Orders before it signs out (ADR-019): the header says when the server has ended the session
  await expect(signOutButton(page)).toHaveCount(0);
  const answer = await page.request.get('/Orders', { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/auth?reason=orders&redirect=%2FOrders');
  await page.goto('/Orders');
  await expect(page).toHaveURL(/\/auth\?reason=orders&redirect=%2FOrders$/);
  await expect(page.getByText('you must log in to view your orders')).toBeVisible();
  await appReady(page);
});

test("another shopper's session shows only that shopper's orders", async ({ page, browser }) => {
  const order = await paidOrder(page);
  const other = await newDevice(browser);
  await signUp(other);
  const html = await pageHtml(other, '/Orders');
  expect(html).not.toContain(order.replace(/^Order /, ''));
  expect(html).toContain('You haven&#x27;t placed any orders yet.');
  await open(other, '/Orders');
  await expect(other.getByText("You haven't placed any orders yet.")).toBeVisible();
  await other.context().close();
});
