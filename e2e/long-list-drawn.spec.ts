import { expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../tools/local-shop/server-process';
import { e2eBuildDir } from './support/build-dir';

// ADR-049: a category too long to list whole is drawn by the server as its first 48 cards, plain,
// which the page takes over without a mismatch and then windows. A server of its own: its
// catalogue of 10,000 products is not the suite's.

let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServerProcess({
    env: {
      STATIC_DIR: join(e2eBuildDir, 'dist'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-long-list-')),
      CATALOGUE_SIZE: '10000',
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const CATEGORY = '/category/electronics';

test('before any script, a long category shows its first 48 cards', async ({ browser }) => {
  const reader = await (await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false })).newPage();
  await reader.goto(CATEGORY);
  const list = reader.getByRole('list', { name: 'Products in electronics' });
  await expect(list.getByRole('listitem')).toHaveCount(48);
  await expect(list.getByRole('img').first()).toBeVisible();
});

test('the page takes the drawn cards over with no error, then lists the whole category, windowed', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: server.origin })).newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(CATEGORY);
  const list = page.getByRole('list', { name: 'Products in electronics' });
  // screen readers hear where each card sits in the whole category, of some 2,500
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', /^2\d{3}$/);
  await page.mouse.wheel(0, 200_000);
  await expect(list.getByRole('listitem').last()).not.toHaveAttribute('aria-posinset', '48');
  expect(errors).toEqual([]);
});
