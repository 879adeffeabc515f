import { expect, type Locator, type Page } from '@playwright/test';
import { appStartedAttribute } from '../../src/startup/page-marks';

// What a shopper does again and again, in the shop's own words. Every helper drives the page the
// way a shopper would (roles, labels, visible text) and waits on what the shopper would see.

export const PASSWORD = 'correct-horse-42';

/**
 * Resolves once the shop has taken over the page. Several routes are served pre-rendered: their
 * HTML is on screen before the JavaScript runs. What a shopper does in that time is kept and handed
 * to the app (early-taps.spec.ts), but most tests mean to act on the running app. The app marks
 * <html> when it has rendered or taken over the whole page; from then on it handles every event.
 */
export async function appReady(page: Page) {
  await page.locator(`html[${appStartedAttribute}]`).waitFor({ state: 'attached' });
}

/** Holds the app's code back, as a slow phone network would, until the returned function is called. */
export async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** page.goto, then wait until the shop answers to input (see appReady). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

/** page.reload, then wait until the shop answers to input (see appReady). */
export async function reload(page: Page) {
  await page.reload();
  await appReady(page);
}

/** Test cards of the embedded test-mode processor (README.md 'The two commands'). */
export const cards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

let counter = 0;
/** An e-mail no other test (or earlier run) has used. */
export function freshEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** The header's cart link; its accessible name carries the total item count. */
export const cartLink = (page: Page): Locator => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

export async function expectCartLinkCount(page: Page, count: number) {
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
  await expect(cartLink(page)).toContainText(String(count));
}

export const signOutButton = (page: Page): Locator => page.getByRole('button', { name: 'Sign Out' });

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** On /auth: 'Create your Amazon Account'; waits until the header greets the new user. */
export async function createAccountHere(page: Page, email: string, password = PASSWORD) {
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Create your Amazon Account' }).click();
  await expect(signOutButton(page)).toBeVisible({ timeout: 15_000 });
}

/** On /auth: 'Sign In'; waits until the header greets the user. */
export async function signInHere(page: Page, email: string, password = PASSWORD) {
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(signOutButton(page)).toBeVisible({ timeout: 15_000 });
}

/** A brand-new account, signed in; returns its e-mail. */
export async function signUp(page: Page, email = freshEmail()): Promise<string> {
  await open(page, '/auth');
  await createAccountHere(page, email);
  return email;
}

/** Opens a product page and adds it once (a page load: use it only when the basket is stored, i.e. signed in). */
export async function addProduct(page: Page, productId: number) {
  await open(page, `/products/${productId}`);
  // as the shopper sees it: the header greets them once the session is known, and the add goes to their basket
  await expect(signOutButton(page)).toBeVisible();
  await page.getByRole('button', { name: /^Add to cart/ }).click();
}

export const payNow = (page: Page): Locator => page.getByRole('button', { name: 'Pay Now' });

export interface CardInput {
  number: string;
  expiry?: string;
  cvc?: string;
  postcode?: string;
}

/** Types a card into the checkout's card form (expiry in the future by default). */
export async function fillCard(page: Page, { number, expiry = '12 / 34', cvc = '123', postcode = '12345' }: CardInput) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM / YY)').fill(expiry);
  await page.getByLabel('Security code (CVC)').fill(cvc);
  await page.getByLabel('Postcode').fill(postcode);
}

/** Each placed order on /Orders (one list item per order, named by its id). */
export const orderCards = (page: Page): Locator => page.getByRole('listitem', { name: /^Order / });

/** Pays for what the basket holds with the card that succeeds, from the checkout page, and waits for the order to be placed. */
export async function payAndWait(page: Page) {
  await fillCard(page, { number: cards.succeeds });
  await payNow(page).click();
  await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 30_000 });
}

/** Signed in with one product in the basket, on the checkout page, card form ready. */
export async function readyToPay(page: Page, productId = 1): Promise<string> {
  const email = await signUp(page);
  await addProduct(page, productId);
  await expectCartLinkCount(page, 1);
  await open(page, '/Payment');
  await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  return email;
}

/** Requests to a path, counted from now on (only what the page really sends). */
export function countRequests(page: Page, pathname: string): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.count += 1;
  });
  return seen;
}

/**
 * A new shopper signed up who has paid two orders, each of one line (products 1, then 2), and is on
 * /Orders: their e-mail, and the orders' ids, the newer first.
 */
export async function twoOrdersPaid(page: Page): Promise<{ email: string; newer: string; older: string }> {
  const email = await readyToPay(page, 1);
  await payAndWait(page);
  await addProduct(page, 2);
  await expectCartLinkCount(page, 1);
  await open(page, '/Payment');
  await payAndWait(page);
  await open(page, '/Orders');
  await expect(orderCards(page)).toHaveCount(2);
  const [newer, older] = (await orderCards(page).evaluateAll((cardsShown) =>
    cardsShown.map((card) => card.getAttribute('aria-label')!.replace('Order ', '')),
  )) as [string, string];
  return { email, newer, older };
}
