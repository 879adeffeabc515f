import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { appStartedAttribute } from '../../src/startup/page-marks';
import { chromiumLaunchOptions } from '../browser/chromium';
import { composedShop } from '../local-shop/composed-shop';

/**
 * The script files a first visit to the home page requests, as Chromium loads it from the shop's
 * server: the entry, the app and the route it starts, and whatever the page then imports on its own
 * (the carousel engine, the page head), up to the moment the network has been quiet for half a
 * second. Counted from the browser rather than worked out from the build's manifest, so that a lazy
 * import added to the home page tomorrow is counted too.
 */
export async function scriptsTheHomePageLoads(distDir: string): Promise<string[]> {
  const shop = await composedShop(distDir);
  const server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(`${origin}/`);
    await page.locator(`html[${appStartedAttribute}]`).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    return [...scripts].sort();
  } finally {
    await browser.close();
    server.close();
    await shop.close();
  }
}
