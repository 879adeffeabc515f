import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { freshEmail, open, PASSWORD, signOutButton } from './support/shop';

// Requirements §8's sign-in message stays word for word; a first-time visitor refused with it is
// also offered to create the account (ADR-022).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an unknown e-mail is refused with the spec message and offered a new account', async ({ page }) => {
      await open(page, '/auth?redirect=%2FCart');
      await page.getByLabel('Email', { exact: true }).fill(freshEmail('first-visit'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expect(page.getByText('New here? Create your account')).toBeVisible();
      await expectNoViolations(page, 'the sign-in page suggesting a new account');

      await page.getByRole('button', { name: 'Create your account' }).click();
      await expect(signOutButton(page)).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/Cart$/);
    });
  });
}
