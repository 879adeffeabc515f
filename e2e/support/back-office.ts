import { expect, type Browser, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { firstLinkIn, parseMail } from '../../server/test-support/parse-mail';
import { freshEmail, open, PASSWORD } from './shop';

// The merchant's side of the browser suites (ADR-048): an owner invited on the command line, as a
// shop's first owner is, and the back office's sections.

const run = promisify(execFile);

/** `npm run merchant -- invite <email> --role <role>` on the store in `dataDir`, then the token of the link it mailed. */
export async function invitedOnTheCommandLine(dataDir: string, email: string, role: 'owner' | 'staff') {
  await run(process.execPath, ['--import', 'tsx', 'server/merchant-command.ts', 'invite', email, '--role', role], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
  const outbox = join(dataDir, 'outbox');
  for (const name of (await readdir(outbox)).sort().reverse()) {
    const mail = await parseMail(await readFile(join(outbox, name)));
    if (mail.to === email) return firstLinkIn(mail.text).searchParams.get('token')!;
  }
  throw new Error(`no invitation mailed to ${email}`);
}

/** An owner's page on the shop at `origin`, signed in from the invitation's link with a password of their own. */
export async function ownerJoins(browser: Browser, origin: string, dataDir: string, viewport = { width: 1280, height: 800 }) {
  const email = freshEmail('owner');
  const token = await invitedOnTheCommandLine(dataDir, email, 'owner');
  const page = await (await browser.newContext({ baseURL: origin, viewport })).newPage();
  await open(page, `/sell/welcome?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the shop’s staff' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Join the staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  return { page, email };
}

/** A section's link in the back office's navigation. */
export const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });

/** The tracking number the browser tests ship with, and the carrier's page of it. */
export const UPS_SHIPMENT = {
  trackingNumber: '1Z999AA10123456784',
  page: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
} as const;

/** The owner ships `orderId` with UPS from its page in the back office, and sees it shipped. */
export async function shipWithUps(owner: Page, orderId: string) {
  await open(owner, `/sell/orders/${orderId}`);
  const ship = owner.getByRole('form', { name: 'Ship the order' });
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill(UPS_SHIPMENT.trackingNumber);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(owner.getByText('Status: Shipped.')).toBeVisible();
}
