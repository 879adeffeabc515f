// The back office (ADR-048) over 10,000 products, and a product page whose picture is a photo sent
// to the back office (ADR-045): Lighthouse on /sell signed in as an owner (desktop: a merchant's
// screen), on that product page (mobile, as the browse routes), and how long a search of the
// products takes to show its answer. Then three instances on PostgreSQL and Redis: how long a price
// changed on one takes to show on the others' product pages, and Lighthouse on the browse routes
// those instances draw for the changed catalogue (ADR-049).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../browser/chromium';
import { startPostgres, startRedis, type LocalEngine } from '../local-shop/engines';
import { startServerProcess } from '../local-shop/server-process';
import { sessionCookieOf } from '../local-shop/signed-up-shopper';
import { BROWSE_PATHS, lighthouseMedians } from './lighthouse-runs';
import { withInstances } from './payment-runs';
import type { LighthouseSummary } from './lighthouse-summary';
import { median } from './stats';

const root = join(import.meta.dirname, '..', '..');
const PRODUCTS = 10_000;
const SEARCHES = 10;
const CHANGES = 10;
const INSTANCES = 3;
/** a change not shown by then is a failure, not a figure */
const CHANGE_SHOWN_WITHIN_MS = 15_000;

export interface BackOfficeResults {
  products: number;
  /** /sell, the products' first page, signed in as an owner: Lighthouse desktop */
  list: LighthouseSummary;
  /** a product page whose picture is a photo sent to the back office: Lighthouse mobile */
  photoPage: LighthouseSummary;
  /** from pressing Search to the table showing the first product found, over every product, ms */
  search: { runs: number; medianMs: number; maxMs: number };
  /** from a price change's answer on one instance to the product page showing it on every other, ms */
  change?: { instances: number; runs: number; medianMs: number; maxMs: number };
  /** the browse routes an instance draws once the catalogue changed: Lighthouse mobile, by path */
  drawnBrowse?: Record<string, LighthouseSummary>;
  /** the same routes of an earlier build's shop (--beside-origin), measured taking turns with them */
  besideBrowse?: { label: string; pages: Record<string, LighthouseSummary> };
}

/** An earlier build's shop, already running, whose browse routes the drawn ones take turns with. */
export interface EarlierShop {
  origin: string;
  label: string;
}

/** An owner invited on the command line (on the store `store` names) and welcomed with a password: their session cookie. */
async function ownerOf(origin: string, dataDir: string, store: Record<string, string> = {}): Promise<string> {
  const email = 'bench-owner@example.com';
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/merchant-command.ts', 'invite', email, '--role', 'owner'],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...store },
    },
  );
  const outbox = join(dataDir, 'outbox');
  const [name] = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
  const { text = '' } = await simpleParser(await readFile(join(outbox, name!)));
  const token = /\/sell\/welcome\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  const welcomed = await fetch(`${origin}/api/sell/welcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ token, password: 'bench-secret-pass' }),
  });
  if (!welcomed.ok) throw new Error(`the owner's welcome answered ${welcomed.status}`);
  return sessionCookieOf(welcomed);
}

/** A photo the size a phone sends, sent to the back office and made product 1's picture. */
async function photoOnProductOne(origin: string, cookie: string) {
  const headers = { Cookie: cookie, Origin: origin };
  const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#35608f' } })
    .composite([{ input: { create: { width: 1200, height: 900, channels: 3, background: '#e0a040' } }, top: 300, left: 400 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const sent = await fetch(`${origin}/api/sell/photos`, { method: 'POST', headers, body: new Uint8Array(jpeg) });
  if (!sent.ok) throw new Error(`the photo's upload answered ${sent.status}`);
  const { image } = (await sent.json()) as { image: string };
  const changed = await fetch(`${origin}/api/sell/products/1`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ photos: [image] }),
  });
  if (!changed.ok) throw new Error(`product 1's change answered ${changed.status}`);
}

/** Lighthouse's Chromium carries the owner's session cookie. */
async function cookieIn(port: number, origin: string, cookie: string) {
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [name, ...value] = cookie.split('=');
    await connected.contexts()[0]!.addCookies([{ name: name!, value: value.join('='), url: origin }]);
  } finally {
    await connected.close();
  }
}

/** Searches typed on /sell, each timed from the press to the table showing what it found. */
async function timeSearches(origin: string, cookie: string) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const times: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/sell`);
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    for (let run = 0; run < SEARCHES; run += 1) {
      // a product number near the end, a different one each time: no answer is cached
      const wanted = PRODUCTS - run * 97;
      const form = page.getByRole('search', { name: 'Products' });
      await form.getByRole('searchbox', { name: 'Search' }).fill(String(wanted));
      const started = await page.evaluate(() => performance.now());
      await form.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('cell', { name: String(wanted), exact: true }).waitFor();
      times.push((await page.evaluate(() => performance.now())) - started);
    }
  } finally {
    await browser.close();
  }
  return { runs: SEARCHES, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
}

/**
 * Prices changed on the first instance, each timed from the change's answer until a page load of
 * product 1 on every other instance holds the new price (in the drawn page's data).
 */
async function timeChanges(origins: string[], cookie: string) {
  const [here, ...others] = origins;
  const times: number[] = [];
  for (let run = 0; run < CHANGES; run += 1) {
    const priceCents = 10_000 + run * 101;
    const changed = await fetch(`${here}/api/sell/products/1`, {
      method: 'PATCH',
      headers: { Cookie: cookie, Origin: here!, 'Content-Type': 'application/json' },
      body: JSON.stringify({ priceCents }),
    });
    if (!changed.ok) throw new Error(`product 1's price change answered ${changed.status}`);
    const started = performance.now();
    await Promise.all(others.map((origin) => pageShows(`${origin}/products/1`, `"price":${priceCents / 100}`)));
    times.push(performance.now() - started);
  }
  return { instances: origins.length, runs: CHANGES, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
}

/** Loads `url` as a browser's page load every 20 ms until its HTML holds `text`. */
async function pageShows(url: string, text: string) {
  const until = performance.now() + CHANGE_SHOWN_WITHIN_MS;
  while (performance.now() < until) {
    const page = await fetch(url, { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } });
    if ((await page.text()).includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not show ${text} within ${CHANGE_SHOWN_WITHIN_MS} ms`);
}

/**
 * Three instances of the built-in catalog on PostgreSQL and Redis: changes timed, then the drawn
 * browse routes, taking turns with an earlier build's when one is given.
 */
async function acrossInstances(staticDir: string, runs: number, progress: (message: string) => void, earlier?: EarlierShop) {
  const engines: LocalEngine[] = [];
  try {
    const postgres = await startPostgres();
    engines.push(postgres);
    const redis = await startRedis();
    engines.push(redis);
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-change-'));
    const store = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
    return await withInstances(INSTANCES, { STATIC_DIR: staticDir, DATA_DIR: dataDir, ...store }, async (instances) => {
      const origins = instances.map((instance) => instance.origin);
      const cookie = await ownerOf(origins[0]!, dataDir, store);
      progress(`back office: ${CHANGES} price changes on one of ${INSTANCES} instances, timed on the others' pages`);
      const change = await timeChanges(origins, cookie);
      const other = origins[1]!;
      progress(
        `back office: lighthouse mobile on the browse routes another instance draws for the changed catalogue${earlier ? `, taking turns with ${earlier.label}'s` : ''}, ${runs} runs`,
      );
      const measured = await lighthouseMedians(
        [other, ...(earlier ? [earlier.origin] : [])].flatMap((origin) => BROWSE_PATHS.map((path) => origin + path)),
        'mobile',
        runs,
        progress,
      );
      const pagesOf = (origin: string) => Object.fromEntries(BROWSE_PATHS.map((path) => [path, measured.get(origin + path)!]));
      return {
        change,
        drawnBrowse: pagesOf(other),
        ...(earlier ? { besideBrowse: { label: earlier.label, pages: pagesOf(earlier.origin) } } : {}),
      };
    });
  } finally {
    for (const engine of engines) engine.stop();
  }
}

/** The back office's measures and those across instances, `runs` Lighthouse runs each. */
export async function measureBackOffice(
  staticDir: string,
  runs: number,
  progress: (message: string) => void,
  earlier?: EarlierShop,
): Promise<BackOfficeResults> {
  return { ...(await largeStore(staticDir, runs, progress)), ...(await acrossInstances(staticDir, runs, progress, earlier)) };
}

/** The server on a store of 10,000 products with an owner; the three measures, `runs` Lighthouse runs each. */
async function largeStore(staticDir: string, runs: number, progress: (message: string) => void): Promise<BackOfficeResults> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-sell-'));
  const server = await startServerProcess({
    env: { STATIC_DIR: staticDir, DATA_DIR: dataDir, CATALOGUE_SIZE: String(PRODUCTS), AUTH_RATE_LIMIT: '1000000' },
  });
  try {
    const { origin } = server;
    const cookie = await ownerOf(origin, dataDir);
    await photoOnProductOne(origin, cookie);
    progress(`back office: lighthouse desktop on /sell over ${PRODUCTS} products, ${runs} runs`);
    const list = await lighthouseMedians([`${origin}/sell`], 'desktop', runs, progress, {
      prepare: (port) => cookieIn(port, origin, cookie),
      keep: 'cookies',
    });
    progress(`back office: lighthouse mobile on a product page with an uploaded photo, ${runs} runs`);
    const photoPage = await lighthouseMedians([`${origin}/products/1`], 'mobile', runs, progress);
    progress(`back office: ${SEARCHES} searches of the products`);
    const search = await timeSearches(origin, cookie);
    return { products: PRODUCTS, list: list.get(`${origin}/sell`)!, photoPage: photoPage.get(`${origin}/products/1`)!, search };
  } finally {
    await server.stop();
  }
}
