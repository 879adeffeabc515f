import { expect, test } from '@playwright/test';
import { open } from './support/shop';

// A pre-rendered page's first paint waits for its document alone: before it, the page fetches
// nothing but its pictures. Its start script fetches the app, the whole stylesheet, the tab icon
// and the manifest once the page is shown (docs/bench-notes/lcp-findings.md).

const isPicture = (url: string) => /\.(svg|png|webp|avif|jpe?g)$/.test(new URL(url).pathname);

for (const path of ['/', '/category/electronics', '/products/1', '/Cart']) {
  test(`${path} fetches only pictures before its first paint, and the app after it`, async ({ page }) => {
    await open(page, path);
    const { firstPaint, resources } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      resources: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
    }));
    const early = resources.filter(({ startTime }) => startTime < firstPaint).map(({ name }) => name);
    expect(early.filter((url) => !isPicture(url))).toEqual([]);
    const fetched = resources.map(({ name }) => new URL(name).pathname);
    expect(
      fetched.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file)),
      'the entry',
    ).toBe(true);
    expect(
      fetched.some((file) => /^\/assets\/style-[\w-]+\.css$/.test(file)),
      'the whole stylesheet',
    ).toBe(true);
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  });
}
