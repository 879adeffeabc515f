import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { firstLinkIn, parseMail } from '../server/test-support/parse-mail';
import { expectNoViolations } from './support/axe';
import { e2eDataDir } from './support/build-dir';
import { appReady, createAccountHere, freshEmail, holdAppCode, open, PASSWORD, signInHere, signOutButton } from './support/shop';

// Issue 38 item 6 and ADR-033: "Forgot your password?" as a shopper goes through it, the link read
// from the mail the running server wrote to its outbox (no mail server configured).

const NEW_PASSWORD = 'battery-staple-7';

/** The link in the newest mail to `email` in the server's outbox, once it is there. */
async function linkMailedTo(email: string): Promise<string> {
  const outbox = join(e2eDataDir, 'outbox');
  let link = '';
  await expect
    .poll(
      async () => {
        // named by the time they were written: the newest last
        const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
        for (const name of names) {
          const mail = await parseMail(await readFile(join(outbox, name)));
          if (mail.to === email) link = firstLinkIn(mail.text).href;
        }
        return link;
      },
      { message: `a reset mail to ${email} in ${outbox}` },
    )
    .toMatch(/\/reset-password\?token=/);
  return link;
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"Forgot your password?" joins the pre-rendered sign-in page once the app runs, moving nothing', async ({ page }) => {
      const release = await holdAppCode(page);
      await page.goto('/auth');
      const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
      const before = await signIn.boundingBox();
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0);
      release();
      await appReady(page);
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
      expect(await signIn.boundingBox()).toEqual(before);
      // Tab goes from the e-mail to the password, as before
      await page.getByLabel('Email', { exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    });

    test('a forgotten password is set anew with the mailed link, which works once', async ({ page, browser }) => {
      const email = freshEmail('forgetful');
      await open(page, '/auth');
      await createAccountHere(page, email);
      await signOutButton(page).click();
      await expect(page.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();
      // the same account signed in on another device, until the reset
      const otherDevice = await (await browser.newContext({ viewport })).newPage();
      await open(otherDevice, '/auth');
      await signInHere(otherDevice, email);

      await open(page, '/auth');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await expectNoViolations(page, 'the page asking for a reset link');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status')).toHaveText(
        `If an account exists for ${email}, we have sent it a link to set a new password. The link works once, within one hour.`,
      );

      const link = await linkMailedTo(email);
      await open(page, link);
      await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
      await expectNoViolations(page, 'the page a reset link opens');
      await setNewPassword(page, NEW_PASSWORD);
      await expect(page.getByRole('status')).toHaveText('Your password has been changed. Please sign in with your new password.');

      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await signInHere(page, email, NEW_PASSWORD);

      // the reset ended the other device's session
      await open(otherDevice, '/');
      await expect(otherDevice.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();
      await otherDevice.context().close();

      await open(page, link);
      await setNewPassword(page, 'third-password');
      await expect(page.getByRole('alert')).toHaveText(
        'This link has expired or has already been used. Please ask for a new one.',
      );
      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    });
  });
}
