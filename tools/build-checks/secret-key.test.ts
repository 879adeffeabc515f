import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// Issue 'Checkout and payment': the Stripe secret key lives on the server only. A build made
// with both keys in its environment must carry the publishable key and never the secret one.

const secretKey = 'sk_test_never_in_the_browser_4f9c2e';
const publishableKey = 'pk_test_in_the_browser_7a1d3b';
const outDir = mkdtempSync(join(tmpdir(), 'shopfront-secret-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

it('builds the shop with the secret key set and finds it in no file of the build', () => {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, STRIPE_SECRET_KEY: secretKey, VITE_STRIPE_PUBLISHABLE_KEY: publishableKey },
    stdio: 'pipe',
  });
  const texts = filesUnder(outDir).map((file) => readFileSync(file, 'latin1'));
  expect(texts.some((text) => text.includes(publishableKey))).toBe(true);
  expect(texts.filter((text) => text.includes(secretKey))).toEqual([]);
}, 180_000);
