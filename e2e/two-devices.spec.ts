import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import {
  addProduct,
  cards,
  cartLink,
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

test('a product added just before a link is followed reaches the other device, though its change was never sent', async ({
  page,
  browser,
}) => {
  const phone = await signedInOnTwoDevices(page, browser);
  await expectCartLinkCount(phone, 1);

  // the change never leaves this page, as when the page is left at once: it waits in the browser (ADR-042)
  const dropChanges = (route: Route) => route.abort();
  await page.route('**/api/basket/changes', dropChanges);
  await addProduct(page, 2);
  await expectCartLinkCount(page, 2);
  await page.unroute('**/api/basket/changes', dropChanges);
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

test('an add on a product page followed at once by a link, the session not yet known, is on the next page and the other device', async ({
  page,
  browser,
}) => {
  const phone = await signedInOnTwoDevices(page, browser);

  // the session's answer waits until the shopper has added and left the page (a new document)
  let leave!: () => void;
  const left = new Promise<void>((resolve) => (leave = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await left;
    await route.fallback().catch(() => undefined);
  });
  await open(page, '/products/3');
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expectCartLinkCount(page, 1);
  await open(page, '/Cart');
  leave();
  await expectCartLinkCount(page, 2);
  await expect(page.getByRole('heading', { name: 'Your Shopping Basket' })).toBeVisible();
  await reload(phone);
  await expectCartLinkCount(phone, 2);
  await phone.context().close();
});

test('one basket changed on two devices at the same moment keeps both changes: amounts add, no error shown', async ({
  page,
  browser,
}) => {
  const phone = await signedInOnTwoDevices(page, browser);
  const errors: string[] = [];
  for (const device of [page, phone])
    device.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await expectCartLinkCount(phone, 1);

  // both devices on one product, their adds sent together
  for (const device of [page, phone]) {
    await open(device, '/products/5');
    await expect(signOutButton(device)).toBeVisible();
  }
  const adds = [page, phone].map((device) => device.getByRole('button', { name: /^Add to cart/ }));
  await Promise.all(adds.map((add) => add.click()));
  // each device shows its own add at once, then the server's answer; read again, the server's
  // basket has both adds (the last device to send has it already)
  await expect(cartLink(page)).not.toHaveAccessibleName('Cart, 1 item');
  await expect(cartLink(phone)).not.toHaveAccessibleName('Cart, 1 item');
  await reload(page);
  await reload(phone);
  await expectCartLinkCount(page, 3);
  await expectCartLinkCount(phone, 3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
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
