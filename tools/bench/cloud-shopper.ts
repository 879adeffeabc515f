// The shopper the signed-in pages are measured for: an account in the Auth emulator with one order
// in Firestore, signed in through the pages with one product in the basket.
import type { Page } from 'playwright-core';
import { openStarted } from './app-started';
import type { CloudLocal } from './cloud-local';

const PASSWORD = 'bench-password-42';
const EMAIL = 'bench-shopper@example.com';
/** the name the header greets the shopper by: the e-mail before the @ (requirements §2) */
export const SHOPPER_NAME = EMAIL.split('@')[0]!;
/** the shopper's one order holds this product, the basket the other */
const ORDERED_PRODUCT = 1;
const BASKET_PRODUCT = 2;
/** the id of the shopper's one order, as the payment server names an order after its intent */
export const ORDER_ID = 'pi_bench_1';

async function answer(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

type FirestoreValue = Record<string, unknown>;

/** A plain value in the Firestore REST API's typed form. */
function firestoreValue(value: unknown): FirestoreValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(firestoreValue) } };
  if (value && typeof value === 'object') return { mapValue: { fields: firestoreFields(value as Record<string, unknown>) } };
  throw new Error(`no Firestore value for ${String(value)}`);
}

const firestoreFields = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, firestoreValue(value)]));

/**
 * A shopper in the Auth emulator with one order in Firestore. The order is written as the
 * emulator's owner ('Bearer owner' passes the rules), as the payment server writes the order of
 * record with the Admin SDK.
 */
export async function seedShopper(cloud: CloudLocal) {
  const signUp = `http://${cloud.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`;
  const { localId: uid } = (await answer(
    await fetch(signUp, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, returnSecureToken: true }),
    }),
  )) as { localId: string };
  const product = (await answer(await fetch(`${cloud.origin}/products/${ORDERED_PRODUCT}`))) as Record<string, unknown> & {
    price: number;
  };
  const basket = [{ ...product, amount: 1 }];
  const order = { basket, amount: Math.round(product.price * 100), created: 1_763_900_000 };
  const orders = `http://${cloud.firestoreHost}/v1/projects/${cloud.projectId}/databases/(default)/documents/users/${uid}/orders`;
  await answer(
    await fetch(`${orders}?documentId=${ORDER_ID}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: firestoreFields(order) }),
    }),
  );
}

/**
 * Signs the shopper in on /auth, puts a product in the basket and opens the checkout and the
 * orders, as a shopper would: the session (IndexedDB), the basket and the pages this browser
 * keeps (localStorage) stay in the browser's storage for the visits.
 */
export async function signInWithBasket(page: Page, origin: string) {
  await openStarted(page, `${origin}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: 30_000 });
  await openStarted(page, `${origin}/products/${BASKET_PRODUCT}`);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  // the basket is the server's (ADR-032): a second sign-in finds the first one's line there already
  await page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ }).waitFor({ timeout: 30_000 });
  // a shopper coming back: this browser has shown them the checkout and their orders
  await openStarted(page, `${origin}/Payment`);
  await page.getByLabel('Card number').waitFor({ timeout: 30_000 });
  await openStarted(page, `${origin}/Orders`);
  await page.getByRole('listitem', { name: /^Order / }).waitFor({ timeout: 30_000 });
}
