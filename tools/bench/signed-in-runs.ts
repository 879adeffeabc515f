// The signed-in pages of the embedded default, which the server draws for their shopper (ADR-036):
// Lighthouse (mobile) on /Orders, an order's page and /Payment, as a first visit (only the session
// cookie in the browser) and as a repeat visit (the browser's storage kept from an earlier one).
import { chromium } from 'playwright-core';
import { checkOut } from '../local-shop/server-process';
import { signedUpShopper } from '../local-shop/signed-up-shopper';
import { lighthouseMedians } from './lighthouse-runs';
import type { LighthouseSummary } from './lighthouse-summary';

export type SignedInVisit = 'first visit' | 'repeat visit';

export interface SignedInPageResult {
  /** the page as the report names it: /Orders/{id} for the order's own page */
  path: string;
  visit: SignedInVisit;
  lighthouse: LighthouseSummary;
}

export interface SignedInResults {
  date: string;
  pages: SignedInPageResult[];
}

/** A shopper with one paid order and one product in the basket kept by the server; their session cookie. */
async function shopperWithOrder(origin: string): Promise<{ cookie: string; orderId: string }> {
  const shopper = await signedUpShopper(origin, `bench-${Date.now()}`);
  const paid = await checkOut(() => origin, shopper, `bench-signed-in-${Date.now()}`);
  if (!paid.paid || !paid.intentId) throw new Error(`the bench shopper's payment failed: ${paid.statuses.join(', ')}`);
  const product = (await (await fetch(`${origin}/products/2`)).json()) as Record<string, unknown>;
  const basket = await fetch(`${origin}/api/basket/changes`, {
    method: 'POST',
    headers: { ...shopper, 'Content-Type': 'application/json' },
    body: JSON.stringify({ changes: [{ id: `bench-${Date.now()}`, kind: 'add', amount: 1, line: product }] }),
  });
  if (!basket.ok) throw new Error(`the bench shopper's basket answered ${basket.status}`);
  return { cookie: shopper.Cookie!, orderId: paid.intentId };
}

/** Lighthouse's Chromium carries the shopper's session cookie, and has shown each page once (a repeat visit's storage). */
async function signInChromium(port: number, origin: string, cookie: string, paths: string[]) {
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = connected.contexts()[0]!;
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(origin + path);
      await page.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: 30_000 });
    }
    await page.close();
  } finally {
    // disconnects; the Chromium stays for Lighthouse
    await connected.close();
  }
}

/**
 * Lighthouse on `urls` as a first visit (every kind of storage cleared but cookies) and as a repeat
 * visit (the storage `prepare` left kept), `runs` runs each; `named` gives a URL its name in the report.
 */
export async function firstAndRepeatVisits(
  urls: string[],
  runs: number,
  progress: (message: string) => void,
  prepare: (port: number) => Promise<void>,
  named: (url: string) => string,
): Promise<SignedInPageResult[]> {
  const pages: SignedInPageResult[] = [];
  for (const [visit, keep] of [
    ['first visit', 'cookies'],
    ['repeat visit', 'storage'],
  ] as const) {
    progress(`signed in: lighthouse mobile, ${visit}, ${urls.length} pages x ${runs} runs`);
    const results = await lighthouseMedians(urls, 'mobile', runs, progress, { prepare, keep });
    for (const url of urls) pages.push({ path: named(url), visit, lighthouse: results.get(url)! });
  }
  return pages;
}

/** An order's own page as the report names it. */
export const namedPage = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/Orders/') ? '/Orders/{id}' : pathname;
};

/** Measures the three signed-in pages, first and repeat visits, `runs` Lighthouse runs each. */
export async function measureSignedInPages(
  origin: string,
  runs: number,
  progress: (message: string) => void,
): Promise<SignedInResults> {
  const { cookie, orderId } = await shopperWithOrder(origin);
  const paths = ['/Orders', `/Orders/${orderId}`, '/Payment'];
  const pages = await firstAndRepeatVisits(
    paths.map((path) => origin + path),
    runs,
    progress,
    (port) => signInChromium(port, origin, cookie, paths),
    namedPage,
  );
  return { date: new Date().toISOString(), pages };
}
