import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { cards, fillCard, open, orderCards, payNow, readyToPay, signOutButton, signUp } from './support/shop';

// Issue 30, items 8 and 11 (ADR-021): one delivery place for the header and checkout, the delivery
// cost and arrival day at checkout, and each order on a page of its own that only its shopper sees.

const elmStreet = { street: '5 Elm Street', city: 'Springfield, IL', postcode: '62701', country: 'United States' };

/** The value beside a term of the order page's facts. */
const fact = (page: Page, term: string) =>
  page.getByRole('article').getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('header and checkout show one place, checkout says delivery is free and when it arrives', async ({ page }) => {
      await readyToPay(page, 4);
      const header = page.getByRole('banner');
      const delivery = page.getByRole('region', { name: 'Delivery address' });
      await expect(header.getByText('Delivered To')).toBeVisible();
      await expect(header.getByText('Chicago, IL 60601')).toBeVisible();
      await expect(delivery.getByText('Chicago, IL 60601')).toBeVisible();
      await expect(page.getByText('Delivery: FREE (FREE delivery on every order)')).toBeVisible();
      await expect(page.getByText(/^Arrives by (Mon|Tues|Wednes|Thurs|Fri)day, \w+ \d+$/)).toBeVisible();

      await delivery.getByRole('button', { name: 'Change delivery address' }).click();
      await delivery.getByLabel('Street and number').fill(elmStreet.street);
      await delivery.getByLabel('City and state').fill(elmStreet.city);
      await delivery.getByLabel('ZIP code').fill(elmStreet.postcode);
      await expectNoViolations(page, '/Payment with the address form open');
      await delivery.getByRole('button', { name: 'Use this address' }).click();

      await expect(delivery.getByText('5 Elm Street')).toBeVisible();
      await expect(delivery.getByText('Springfield, IL 62701')).toBeVisible();
      await expect(header.getByText('Springfield, IL 62701')).toBeVisible();
      await expect(header.getByText('Chicago, IL 60601')).toHaveCount(0);
    });

    test('an order has its own page, reached from /Orders; another shopper is told it does not exist', async ({ page }) => {
      await readyToPay(page, 4);
      const delivery = page.getByRole('region', { name: 'Delivery address' });
      await delivery.getByRole('button', { name: 'Change delivery address' }).click();
      await delivery.getByLabel('Street and number').fill(elmStreet.street);
      await delivery.getByLabel('City and state').fill(elmStreet.city);
      await delivery.getByLabel('ZIP code').fill(elmStreet.postcode);
      await delivery.getByRole('button', { name: 'Use this address' }).click();
      await fillCard(page, { number: cards.succeeds });
      await payNow(page).click();
      await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });

      const card = orderCards(page).first();
      await expect(card.getByText('Paid')).toBeVisible();
      await card.getByRole('link', { name: /^View order details of order / }).click();
      await expect(page).toHaveURL(/\/Orders\/[^/]+$/);
      const orderUrl = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
      await expect(fact(page, 'Status')).toHaveText('Paid');
      await expect(fact(page, 'Order ID')).toHaveText(orderUrl.split('/').pop()!);
      await expect(fact(page, 'Total Amount')).toHaveText(/^\$\d+\.\d{2}$/);
      await expect(fact(page, 'Order Date')).toHaveText(/\d/);
      await expect(fact(page, 'Paid with')).toHaveText('Card ending in 4242');
      await expect(fact(page, 'Arrives by')).toHaveText(/day, \w+ \d+$/);
      await expect(fact(page, 'Delivery address')).toContainText('5 Elm Street');
      await expect(fact(page, 'Delivery address')).toContainText('Springfield, IL 62701');
      await expect(page.getByRole('list', { name: 'Products in this order' }).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('list', { name: 'Products in this order' })).toContainText('× 1');
      await expectNoViolations(page, 'an order page');

      // the page on its own, after a reload
      await open(page, orderUrl);
      await expect(fact(page, 'Paid with')).toHaveText('Card ending in 4242');

      await signOutButton(page).click();
      await expect(signOutButton(page)).toHaveCount(0);
      await signUp(page);
      await open(page, orderUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      await expect(page.getByText(/^There is no order .+ among your orders\.$/)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(page.getByText('5 Elm Street')).toHaveCount(0);
    });
  });
}
