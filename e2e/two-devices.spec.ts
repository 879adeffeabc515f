import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import {
  addProduct,
  cards,
  expectCartLinkCount,
  fillCard,
  open,
  orderCards,
  payNow,
  readyToPay,
  reload,
  signInHere,
  signOutButton,
} from './support/shop';

// One shopper, two devices: two browser contexts share nothing but what the server keeps (ADR-031).

async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function signInOn(page: Page, email: string) {
  await open(page, '/auth');
  await signInHere(page, email);
  await expect(page.getByText(`Hello ${email.split('@')[0]}`)).toBeVisible();
}

/** A shopper ready to pay on `page`, signed in on a phone of their own too: the phone. */
async function signedInOnTwoDevices(page: Page, browser: Browser): Promise<Page> {
  const email = await readyToPay(page);
  const phone = await device(browser);
  await signInOn(phone, email);
  return phone;
}

test('an account made on one device signs in on another, and an order paid on one is on /Orders on the other', async ({
  page,
  browser,
}) => {
  const email = await readyToPay(page);
  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(orderCards(page)).toHaveCount(1);
  const order = await orderCards(page).first().getAttribute('aria-label');

  const phone = await device(browser);
  await signInOn(phone, email);
  await open(phone, '/Orders');
  await expect(orderCards(phone)).toHaveCount(1);
  await expect(phone.getByRole('listitem', { name: order! })).toBeVisible();
  await phone.context().close();
});

test('a product added on one device is in the basket on the other after a reload', async ({ page, browser }) => {
  const phone = await signedInOnTwoDevices(page, browser);
  await expectCartLinkCount(phone, 1);

  await addProduct(page, 2);
  await expectCartLinkCount(page, 2);
  await reload(phone);
  await expectCartLinkCount(phone, 2);
  await phone.context().close();
});

test('a product added just before a link is followed reaches the other device, though its write was lost', async ({
  page,
  browser,
}) => {
  const phone = await signedInOnTwoDevices(page, browser);
  await expectCartLinkCount(phone, 1);

  // the write of the add never leaves this page, as when the page is left at once
  const dropWrites = (route: Route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback());
  await page.route('**/api/basket', dropWrites);
  await addProduct(page, 2);
  await expectCartLinkCount(page, 2);
  await page.unroute('**/api/basket', dropWrites);
  await open(page, '/Cart');
  await expectCartLinkCount(page, 2);
  await reload(phone);
  await expectCartLinkCount(phone, 2);
  await phone.context().close();
});

test('a product added before the page knew the shopper, the page left at once, reaches their basket', async ({
  page,
  browser,
}) => {
  const phone = await signedInOnTwoDevices(page, browser);

  // the server's answer to "who is this" never comes to this page: the shopper adds and leaves
  // before it; the next page asks again and is answered
  let asked = 0;
  await page.route('**/api/auth/get-session', (route) => (++asked === 1 ? undefined : route.fallback()));
  await open(page, '/products/2');
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expectCartLinkCount(page, 1);
  await open(page, '/Cart');
  await expectCartLinkCount(page, 2);
  await reload(phone);
  await expectCartLinkCount(phone, 2);
  await phone.context().close();
});

test('Sign Out on one device ends the session a copy of its cookies carried', async ({ page, browser }) => {
  await readyToPay(page);
  const copy = await device(browser);
  await copy.context().addCookies(await page.context().cookies());
  await open(copy, '/Orders');
  await expect(copy.getByRole('heading', { name: 'Your Orders' })).toBeVisible();

  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await open(copy, '/Orders');
  await expect(copy).toHaveURL(/\/auth\?/);
  await copy.context().close();
});
