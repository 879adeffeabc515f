import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { e2eDemoDir } from './support/build-dir';
import {
  addProduct,
  cards,
  cartLink,
  createAccountHere,
  expectCartLinkCount,
  fillCard,
  freshEmail,
  open,
  orderCards,
  payNow,
  signUp,
} from './support/shop';

// The offline demo (ADR-012) on a plain static file server: the whole journey, and not one request
// but for the demo's own files (any page address is a page load, answered with index.html).

/** Requests that are not one of the build's files on the page's own origin, as 'type url'. */
function strayRequests(page: Page, origin: string): string[] {
  const files = new Set(
    readdirSync(e2eDemoDir, { recursive: true, encoding: 'utf8' }).map((file) => `/${file.split('\\').join('/')}`),
  );
  const strays: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    const type = request.resourceType();
    const own = url.origin === origin && (type === 'document' || files.has(decodeURIComponent(url.pathname)));
    // the demo fetches nothing: its catalogue and payments are in the page
    if (!own || ['fetch', 'xhr', 'websocket', 'eventsource'].includes(type)) strays.push(`${type} ${request.url()}`);
  });
  return strays;
}

test('browse, fill the basket, sign up at checkout and pay with 4242, all without a server', async ({ page, baseURL }) => {
  const strays = strayRequests(page, new URL(baseURL!).origin);
  await open(page, '/');
  await expect(page.getByRole('region', { name: 'Demo' })).toHaveText(
    'Demo shop: nothing is sent anywhere, and nothing the back office changes is kept past a reload; pay with the test card 4242 4242 4242 4242',
  );
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  // the banner is a labelled region above the shop's own landmarks, readable as the rest
  await expectNoViolations(page, 'the demo home page');

  await page.getByRole('link', { name: /^Electronics\b.*Shop now$/ }).click();
  await expect(page.getByRole('heading', { name: 'Category / electronics' })).toBeVisible();
  const firstTitle = page
    .getByRole('list', { name: 'Products in electronics' })
    .getByRole('listitem')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const title = (await firstTitle.textContent())!.trim();
  await firstTitle.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // the picture is a file of the build, drawn at build time
  const picture = page.getByRole('img', { name: title }).first();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: `Add to cart: ${title}` }).click();
  await expectCartLinkCount(page, 1);
  await cartLink(page).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText('you must log in to pay');
  await createAccountHere(page, freshEmail('demo'));
  await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();

  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(page).toHaveURL(/\/Orders/, { timeout: 15_000 });
  await expect(page.getByText('Your order has been placed successfully!')).toBeVisible();
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCards(page).first().getByText(title)).toBeVisible();
  await expectCartLinkCount(page, 0);

  // a page load at any address is the shop (history fallback), the order still there
  await open(page, '/Orders');
  await expect(orderCards(page)).toHaveCount(1);
  expect(strays).toEqual([]);
});

test('the back office runs in the page: a product the owner adds is bought, the order listed and shipped', async ({
  page,
  baseURL,
}) => {
  const strays = strayRequests(page, new URL(baseURL!).origin);
  await open(page, '/sell/products/new');
  await expect(page.getByRole('heading', { name: 'Add a product', level: 1 })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Walnut desk lamp');
  await page.getByLabel('Price', { exact: true }).fill('49.99');
  await page.getByLabel('Category', { exact: true }).selectOption('electronics');
  await page.getByLabel('In stock', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: /^Edit product \d+$/, level: 1 })).toBeVisible();
  await expectNoViolations(page, "the demo's product editor");

  // the shop by its own links: the same page, so the same memory
  await page.getByRole('link', { name: 'Shopfront home' }).click();
  await page.getByRole('link', { name: /^Electronics\b.*Shop now$/ }).click();
  const products = page.getByRole('list', { name: 'Products in electronics' });
  await expect(products.getByRole('link', { name: 'Walnut desk lamp' }).first()).toBeVisible();
  const picture = products.getByRole('img', { name: 'Walnut desk lamp' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add to cart: Walnut desk lamp' }).click();
  await expectCartLinkCount(page, 1);
  await cartLink(page).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  const email = freshEmail('demo-office');
  await createAccountHere(page, email);
  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(page).toHaveURL(/\/Orders/, { timeout: 15_000 });
  await expect(orderCards(page).first().getByText('Walnut desk lamp')).toBeVisible();

  await page.getByRole('link', { name: 'Sell', exact: true }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stock' }).click();
  await page.getByLabel('Product number or title').fill('Walnut');
  await page.getByLabel('Product number or title').press('Enter');
  // on hand, held, left to sell, sold: the one bought
  await expect(page.getByRole('row', { name: /Walnut desk lamp/ }).getByRole('cell')).toHaveText([
    /Walnut desk lamp/,
    '1',
    '0',
    '1',
    '1',
  ]);

  // the owner ships it in the page, and the shopper's order says so (ADR-051)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page
    .getByRole('link', { name: /^pi_test_/ })
    .first()
    .click();
  const ship = page.getByRole('form', { name: 'Ship the order' });
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText('Status: Shipped.')).toBeVisible();
  await page.getByRole('link', { name: /Returns/ }).click();
  await orderCards(page)
    .first()
    .getByRole('link', { name: /^View order details/ })
    .click();
  await expect(page.getByRole('region', { name: 'Where it is' })).toContainText('Shipped with UPS');
  expect(strays).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an order placed after a page load keeps the one placed before it (ADR-022)', async ({ page }) => {
      await signUp(page, freshEmail('demo-twice'));
      for (const [productId, orders] of [
        [1, 1],
        [2, 2],
      ] as const) {
        // each open is a page load: the demo's payments start anew in memory
        await addProduct(page, productId);
        await expectCartLinkCount(page, 1);
        await open(page, '/Payment');
        await fillCard(page, { number: cards.succeeds });
        await payNow(page).click();
        await expect(page).toHaveURL(/\/Orders/, { timeout: 15_000 });
        await expect(orderCards(page)).toHaveCount(orders);
      }
      await open(page, '/Orders');
      await expect(orderCards(page)).toHaveCount(2);
    });
  });
}
