import { expect, test, type Page } from '@playwright/test';
import { cards, countRequests, fillCard, payNow, readyToPay } from './support/shop';

// requirements §2 'Checkout': card field errors show as they happen and go when fixed; each is
// said once, beside its field, and the field names it as its description.

const labels = {
  number: 'Card number',
  expiry: 'Expiry date (MM / YY)',
  cvc: 'Security code (CVC)',
  postcode: 'Postcode',
} as const;

/** The message is on the page once, and the field is marked invalid and described by it. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectFieldFine(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).not.toHaveAttribute('aria-describedby');
}

for (const width of [320, 390, 1280]) {
  test.describe(`on a ${width} px screen`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await readyToPay(page);
    });

    test('each field shows its own error once, beside it, and clears it when fixed', async ({ page }) => {
      const cases = [
        { label: labels.number, bad: '4242 4242 4242 4241', good: cards.succeeds, message: 'Your card number is invalid.' },
        { label: labels.expiry, bad: '01 / 20', good: '12 / 34', message: "Your card's expiration year is in the past." },
        { label: labels.cvc, bad: '1', good: '123', message: "Your card's security code is incomplete." },
        { label: labels.postcode, bad: '1', good: '12345', message: 'Your postal code is incomplete.' },
      ];
      // all wrong at once: every message stands by its own field
      for (const { label, bad } of cases) {
        await page.getByLabel(label, { exact: true }).fill(bad);
        await page.getByLabel(label, { exact: true }).blur();
      }
      for (const { label, message } of cases) await expectFieldError(page, label, message);

      for (const { label, good, message } of cases) {
        await page.getByLabel(label, { exact: true }).fill(good);
        await expectFieldFine(page, label, message);
      }
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('Pay Now with fields left empty shows every problem by its field once, focuses the first and pays nothing', async ({
      page,
    }) => {
      const creates = countRequests(page, '/payment/create');
      await payNow(page).click();
      await expectFieldError(page, labels.number, 'Your card number is incomplete.');
      await expectFieldError(page, labels.expiry, "Your card's expiration date is incomplete.");
      await expectFieldError(page, labels.cvc, "Your card's security code is incomplete.");
      await expectFieldError(page, labels.postcode, 'Your postal code is incomplete.');
      await expect(page.getByLabel(labels.number)).toBeFocused();
      expect(creates.count).toBe(0);

      await fillCard(page, { number: cards.succeeds });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await payNow(page).click();
      await expect(page.getByText('Your order has been placed successfully!')).toBeVisible({ timeout: 15_000 });
    });

    test('Pay Now with an invalid number says so once, beside the number', async ({ page }) => {
      await fillCard(page, { number: '4242 4242 4242 4241' });
      await payNow(page).click();
      await expectFieldError(page, labels.number, 'Your card number is invalid.');
      await expect(page.getByLabel(labels.number)).toBeFocused();
      await expect(page.getByRole('alert')).toHaveCount(1);
    });

    test('the card boxes sit inside the screen, and expiry, CVC and postcode share a row when there is room', async ({
      page,
    }) => {
      const boxes = await Promise.all(
        Object.values(labels).map(async (label) => (await page.getByLabel(label, { exact: true }).boundingBox())!),
      );
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(width);
      type Box = (typeof boxes)[number];
      const [number, expiry, cvc, postcode] = boxes as [Box, Box, Box, Box];
      expect(cvc.y).toBe(expiry.y);
      if (width >= 480) expect(postcode.y).toBe(expiry.y);
      else expect(postcode.y).toBeGreaterThan(expiry.y);
      // a message under one box leaves its neighbours where they were (measured from the number box: the page may scroll)
      await page.getByLabel(labels.cvc).fill('1');
      await page.getByLabel(labels.cvc).blur();
      await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
      const numberAfter = (await page.getByLabel(labels.number).boundingBox())!;
      const expiryAfter = (await page.getByLabel(labels.expiry).boundingBox())!;
      expect(expiryAfter.y - numberAfter.y).toBe(expiry.y - number.y);
    });
  });
}
