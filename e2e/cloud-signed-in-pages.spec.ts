import { expect, test, type Page } from '@playwright/test';
import { authAccount, writeFirestoreOrder } from './support/emulator-rest';
import { createAccountHere, freshEmail, open, orderCards, signOutButton } from './support/shop';

// Run by playwright.cloud.config.ts only: the cloud configuration's page sessions (ADR-038). After
// signing in with Firebase, the server knows the shopper of a page load by a session cookie and
// draws their signed-in pages (ADR-036); Sign Out ends it.

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === '__session');

/** The HTML the server answers a page load of `path` with, with this browser's cookies. */
const pageHtml = async (page: Page, path: string) => (await page.request.get(path, { headers: { Accept: 'text/html' } })).text();

/** Whether the Firebase Auth SDK keeps a signed-in user in this browser (its IndexedDB store). */
const firebaseUserStored = () =>
  new Promise<boolean>((resolve) => {
    const opened = indexedDB.open('firebaseLocalStorageDb');
    opened.onerror = () => resolve(false);
    opened.onsuccess = () => {
      const idb = opened.result;
      if (!idb.objectStoreNames.contains('firebaseLocalStorage')) return resolve(false);
      const keys = idb.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAllKeys();
      keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith('firebase:authUser:')));
      keys.onerror = () => resolve(false);
    };
  });

/** A new shopper signed in on /auth, with one order of record in Firestore: the order's id and the shopper's uid. */
async function shopperWithOrder(page: Page): Promise<{ id: string; uid: string }> {
  const email = freshEmail('drawn');
  await open(page, '/auth');
  await createAccountHere(page, email);
  const account = await authAccount(email);
  const id = `pi_drawn_${Date.now()}`;
  await writeFirestoreOrder(account!.localId, id, { amount: 4550, created: 1_764_000_000 });
  // the session is begun in the background of the sign-in
  await expect.poll(() => sessionCookie(page).then(Boolean)).toBe(true);
  return { id, uid: account!.localId };
}

test('cloud: a first visit to /Orders comes drawn by the server with the order, and Sign Out ends that', async ({ page }) => {
  const { id } = await shopperWithOrder(page);
  expect(await pageHtml(page, '/Orders')).toContain(id);

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // a first visit: the shop's own storage emptied (Firebase keeps its session in IndexedDB)
  await page.evaluate(() => localStorage.clear());
  await open(page, '/Orders');
  await expect(orderCards(page)).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: `Order ${id}` })).toBeVisible();
  expect(errors).toEqual([]);

  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookie(page)).toBeUndefined();
  expect(await pageHtml(page, '/Orders')).not.toContain(id);
});

test('cloud: a first visit with nothing but the session cookie stays signed in, the SDK signed in again by the server', async ({
  page,
}) => {
  const { id, uid } = await shopperWithOrder(page);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // every kind of the browser's storage emptied but the cookies: Firebase's own session is gone
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
  });
  const resumed = page.waitForResponse((answer) => answer.url().endsWith('/api/session/token') && answer.status() === 200);
  await open(page, '/Orders');
  await expect(page.getByRole('listitem', { name: `Order ${id}` })).toBeVisible();
  // the Auth SDK, loaded once the page is interactive, finds no session of its own: it is signed in
  // with the server's token rather than signing the shopper out
  await resumed;
  await expect.poll(() => page.evaluate(firebaseUserStored)).toBe(true);
  await expect(signOutButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/Orders$/);
  // the live subscription began under that session, not before it (Firestore's rules would have
  // refused it for good): an order of record written now shows without a reload
  await writeFirestoreOrder(uid, `${id}_later`, { amount: 1200, created: 1_764_100_000 });
  await expect(orderCards(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("cloud: another shopper's session draws only that shopper's orders", async ({ page, browser }) => {
  const { id } = await shopperWithOrder(page);
  const other = await (await browser.newContext()).newPage();
  await shopperWithOrder(other);
  expect(await pageHtml(other, '/Orders')).not.toContain(id);
  await other.context().close();
});
