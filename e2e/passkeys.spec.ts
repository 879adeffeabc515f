import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { appReady, createAccountHere, freshEmail, signOutButton } from './support/shop';

// Issue 38 item 8: a passkey added on /account, then 'Sign in with a passkey' on /auth, with
// Chromium's virtual authenticator (a platform authenticator that keeps passkeys and always finds
// the shopper present and verified). WebAuthn refuses IP addresses: the shop is opened as
// http://localhost:<port>, which needs nothing configured (the relying party is 'localhost').

/** The suite's shop (http://127.0.0.1:<port>) at the same port as http://localhost. */
function onLocalhost(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'localhost';
  return url.origin;
}

/** page.goto at the shop on localhost, then wait until the app answers to input. */
async function openAt(page: Page, shop: string, path: string) {
  await page.goto(`${shop}${path}`);
  await appReady(page);
}

/** Chromium's virtual authenticator in this page's browser: what a laptop's fingerprint reader is. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    passkeys: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a passkey added on /account signs the shopper in from /auth, with no password', async ({ page, baseURL }) => {
  const shop = onLocalhost(baseURL);
  const authenticator = await virtualAuthenticator(page);
  const email = freshEmail('passkey');
  await openAt(page, shop, '/auth');
  await createAccountHere(page, email);

  await openAt(page, shop, '/account');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('status')).toHaveText('Passkey added. Next time, sign in with it instead of your password.');
  const [kept] = await authenticator.passkeys();
  expect(kept).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
  await expectNoViolations(page, '/account with a passkey added');

  // the same device again: it already holds a passkey for this account
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('alert')).toHaveText(
    'This device already has a passkey for your account. You can sign in with it.',
  );
  expect(await authenticator.passkeys()).toHaveLength(1);

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${shop}/`);
  await openAt(page, shop, '/auth?redirect=%2FOrders');
  await expectNoViolations(page, '/auth with the passkey button');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${shop}/Orders`);
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  await expect(page.getByText(`Hello ${email.split('@')[0]}`)).toBeVisible();
  // the server's session: still signed in after a reload
  await page.reload();
  await appReady(page);
  await expect(signOutButton(page)).toBeVisible();
});

test('a browser whose authenticator holds no passkey of the shop stays signed out, told why', async ({ page, baseURL }) => {
  const shop = onLocalhost(baseURL);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await virtualAuthenticator(page);
  // /auth is pre-rendered without the button (the build cannot know the browser): added once hydrated, without a hydration error
  await openAt(page, shop, '/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in with a passkey was cancelled. Try again, or sign in with your email and password.',
  );
  await expect(page).toHaveURL(`${shop}/auth`);
  await expect(page.getByRole('link', { name: /Hello, Sign In/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('no passkey button where WebAuthn cannot work: the shop at an IP address', async ({ page }) => {
  // the suite's own address, http://127.0.0.1:<port>
  await page.goto('/auth');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
});
