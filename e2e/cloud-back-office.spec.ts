import { expect, test } from '@playwright/test';
import { ownerJoins, section, shipWithUps, UPS_SHIPMENT } from './support/back-office';
import { emulators } from './support/emulator-rest';
import { open, payAndWait, readyToPay, twoOrdersPaid } from './support/shop';

// Run by playwright.cloud.config.ts only (issue 54, ADR-044): in the cloud configuration shoppers
// sign in with Firebase, but the staff sign in with the server's own accounts, as in the embedded
// default, and the back office lists every paid order, whoever paid.

test('cloud: an owner invited on the command line signs in with the server’s accounts and sees a Firebase shopper’s order', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { page: owner } = await ownerJoins(browser, baseURL!, emulators().dataDir);

  const shopper = await (await browser.newContext({ baseURL })).newPage();
  const email = await readyToPay(shopper, 2);
  await payAndWait(shopper);

  await section(owner, 'Orders').click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = owner.getByRole('row').filter({ hasText: email });
  await expect(order).toContainText('1 ×');
  await expect(order).toContainText(/\$\d+\.\d\d/);
});

// ADR-051: the steps the staff take reach the Firebase shopper's Firestore order, which their open
// page follows live; the shopper cancels an order that has not shipped on the shop's server.
test('cloud: the shopper’s open order page shows it shipped as the owner ships it; they cancel another', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { page: owner } = await ownerJoins(browser, baseURL!, emulators().dataDir);
  const shopper = await (await browser.newContext({ baseURL })).newPage();
  const { newer: cancelled, older: shipped } = await twoOrdersPaid(shopper);

  // the shopper has the order's page open while the owner ships it; it is never reloaded
  await open(shopper, `/Orders/${shipped}`);
  await expect(shopper.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await shipWithUps(owner, shipped);
  const where = shopper.getByRole('region', { name: 'Where it is' });
  await expect(where).toContainText(`Shipped with UPS, tracking number ${UPS_SHIPMENT.trackingNumber}`);
  await expect(where.getByRole('link', { name: 'Track package' })).toHaveAttribute('href', UPS_SHIPMENT.page);
  await expect(shopper.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // the other has not shipped: the shopper cancels it and sees the money back
  await open(shopper, `/Orders/${cancelled}`);
  await shopper.getByRole('button', { name: 'Cancel order' }).click();
  await shopper.getByRole('button', { name: 'Yes, cancel the order' }).click();
  const life = shopper.getByRole('region', { name: 'Where it is' });
  await expect(life).toContainText('Cancelled');
  await expect(life).toContainText(/Refunded \$\d+\.\d{2}/);
  await expect(shopper.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // and the owner's page of it says so
  await open(owner, `/sell/orders/${cancelled}`);
  await expect(owner.getByText('Status: Cancelled.')).toBeVisible();
});
