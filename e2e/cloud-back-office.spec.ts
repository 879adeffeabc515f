import { expect, test } from '@playwright/test';
import { ownerJoins, section } from './support/back-office';
import { emulators } from './support/emulator-rest';
import { cards, fillCard, payNow, readyToPay } from './support/shop';

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
  await fillCard(shopper, { number: cards.succeeds });
  await payNow(shopper).click();
  await expect(shopper.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 30_000 });

  await section(owner, 'Orders').click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = owner.getByRole('row').filter({ hasText: email });
  await expect(order).toContainText('1 ×');
  await expect(order).toContainText(/\$\d+\.\d\d/);
});
