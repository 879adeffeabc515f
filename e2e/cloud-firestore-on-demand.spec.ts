import { expect, test } from '@playwright/test';
import { firebaseChunks } from '../tools/build-checks/cloud-bytes';
import { emulators } from './support/emulator-rest';
import { open, signUp } from './support/shop';

// Run by playwright.cloud.config.ts only. ADR-015: a signed-in shopper's browse pages start Firebase
// Auth alone; Firestore (its chunk, and any request to the Firestore emulator) waits for the orders.

test('cloud: signed in, the browse pages load no Firestore, and Your Orders loads it', async ({ page }) => {
  const { buildDir, firestoreHost } = emulators();
  const chunks = firebaseChunks(buildDir).firestore.map((file) => `/${file}`);
  const firestoreRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (chunks.includes(url.pathname) || url.host === firestoreHost) firestoreRequests.push(request.url());
  });

  const email = await signUp(page);
  const greeting = page.getByText(`Hello ${email.split('@')[0]}`);
  for (const path of ['/', '/category/electronics', '/products/1', '/Cart']) {
    // a page load each: the app starts again, signed in from the saved session
    await open(page, path);
    await expect(greeting).toBeVisible();
  }
  expect(firestoreRequests).toEqual([]);

  await open(page, '/Orders');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  expect(firestoreRequests.length).toBeGreaterThan(0);
});
