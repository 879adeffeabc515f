// The signed-in cloud pages: the shop built against the Firebase emulators and served by
// tools/emulators/start-cloud-local.ts (as playwright.cloud.config.ts starts it, on free ports), a
// shopper with one order and one product in the basket, and /Orders and /Payment opened signed in:
// the script they transfer (Firebase Auth, Firestore and the rest apart), Lighthouse, and when the
// greeting and the orders show.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../browser/chromium';
import { freePort } from '../../server/test-support/engines';
import { CLOUD_BUDGETS, CLOUD_ROUTES, cloudRouteFiles, firebaseChunks } from '../build-checks/cloud-bytes';
import { transferredBytes } from '../build-checks/initial-bytes';
import { openStarted } from './app-started';
import { BROWSE_PATHS, lighthouseMedians } from './lighthouse-runs';
import type { LighthouseSummary } from './lighthouse-summary';

const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'bench-password-42';
const EMAIL = 'bench-shopper@example.com';
const NAME = EMAIL.split('@')[0]!;
/** the shopper's one order holds this product, the basket the other */
const ORDERED_PRODUCT = 1;
const BASKET_PRODUCT = 2;
/** how long after the page's last awaited mark the bench still counts script arriving */
const SETTLE_MS = 1_500;

interface Spread {
  median: number;
  min: number;
  max: number;
}

interface CloudPageResult {
  path: string;
  visits: number;
  /** bytes of script transferred on a first visit (cold cache), median of the visits */
  js: { rest: number; auth: number; firestore: number; files: number };
  /** what the route downloads before it can be used, from the build manifest: the budget test's measure */
  firstDownload: { appAndAuth: number; firestore: number };
  /** navigation start to the header's 'Hello <name>' in the DOM */
  greetingMs: Spread;
  /** navigation start to the first order in the DOM (/Orders only) */
  ordersMs?: Spread;
  lighthouse: LighthouseSummary;
}

export interface CloudResults {
  date: string;
  loadAverageAtStart: string;
  loadAverageAtEnd: string;
  chunks: { auth: string[]; firestore: string[] };
  budgets: typeof CLOUD_BUDGETS;
  pages: CloudPageResult[];
  /** browse pages opened signed in: whether any Firestore chunk was requested */
  browse: Array<{ path: string; firestoreRequested: boolean; authBytes: number }>;
}

interface CloudLocal {
  origin: string;
  authHost: string;
  firestoreHost: string;
  projectId: string;
  buildDir: string;
  stop(): Promise<void>;
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]! };
};

/** `npm run start:cloud-local` on free ports; resolves once the shop answers. */
async function startCloudLocal(hostsFile: string): Promise<CloudLocal> {
  const port = await freePort();
  rmSync(hostsFile, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/emulators/start-cloud-local.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: '0',
      FIRESTORE_EMULATOR_PORT: '0',
      EMULATOR_HOSTS_FILE: hostsFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGTERM: it stops the server and the emulators it started, then exits
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(force);
  };
  const origin = `http://127.0.0.1:${port}`;
  // the emulators take up to a minute to start on a busy machine, the build as long again
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start-cloud-local exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`${origin}/products/1`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered && existsSync(hostsFile)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the cloud configuration did not answer on ${origin} within 10 minutes:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 500));
  }
  const hosts = JSON.parse(readFileSync(hostsFile, 'utf8')) as Omit<CloudLocal, 'origin' | 'stop'>;
  return { ...hosts, origin, stop };
}

async function answer(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

type FirestoreValue = Record<string, unknown>;

/** A plain value in the Firestore REST API's typed form. */
function firestoreValue(value: unknown): FirestoreValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(firestoreValue) } };
  if (value && typeof value === 'object') return { mapValue: { fields: firestoreFields(value as Record<string, unknown>) } };
  throw new Error(`no Firestore value for ${String(value)}`);
}

const firestoreFields = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, firestoreValue(value)]));

/**
 * A shopper in the Auth emulator with one order in Firestore. The order is written as the
 * emulator's owner ('Bearer owner' passes the rules), as the payment server writes the order of
 * record with the Admin SDK.
 */
async function seedShopper(cloud: CloudLocal) {
  const signUp = `http://${cloud.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`;
  const { localId: uid } = (await answer(
    await fetch(signUp, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, returnSecureToken: true }),
    }),
  )) as { localId: string };
  const product = (await answer(await fetch(`${cloud.origin}/products/${ORDERED_PRODUCT}`))) as Record<string, unknown> & {
    price: number;
  };
  const basket = [{ ...product, amount: 1 }];
  const order = { basket, amount: Math.round(product.price * 100), created: 1_763_900_000 };
  const orders = `http://${cloud.firestoreHost}/v1/projects/${cloud.projectId}/databases/(default)/documents/users/${uid}/orders`;
  await answer(
    await fetch(`${orders}?documentId=pi_bench_1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: firestoreFields(order) }),
    }),
  );
}

/**
 * Signs the shopper in on /auth and puts one product in the basket, as a shopper would: the
 * session (IndexedDB) and the basket (localStorage) stay in the browser's storage for the visits.
 */
async function signInWithBasket(page: Page, origin: string) {
  await openStarted(page, `${origin}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: 30_000 });
  await openStarted(page, `${origin}/products/${BASKET_PRODUCT}`);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor({ timeout: 30_000 });
}

declare global {
  interface Window {
    benchGreeting?: number;
    benchOrders?: number;
  }
}

// in-page code as text: the TypeScript loader would wrap named functions in a helper the page lacks
const marks = `
  (function () {
    var greeting = ${JSON.stringify(`Hello ${NAME}`)};
    new MutationObserver(function (_, observer) {
      var now = performance.now();
      var header = document.querySelector('header');
      if (window.benchGreeting === undefined && header && header.textContent.indexOf(greeting) !== -1) window.benchGreeting = now;
      if (window.benchOrders === undefined && document.querySelector('ol[aria-label="Orders, newest first"] > li')) window.benchOrders = now;
      if (window.benchGreeting !== undefined && window.benchOrders !== undefined) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  })();
`;

interface Visit {
  greetingMs: number;
  ordersMs: number | undefined;
  /** each script file transferred, by its path in the build */
  scripts: Map<string, number>;
}

/** A first visit (own context, cold cache) to `path`, signed in through the saved session. */
async function visit(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>, origin: string, path: string) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const sized: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sized.push(
      request.sizes().then((sizes) => {
        scripts.set(new URL(request.url()).pathname.slice(1), sizes.responseBodySize + sizes.responseHeadersSize);
      }),
    );
  });
  try {
    await page.addInitScript({ content: marks });
    await page.goto(origin + path);
    const wantsOrders = path === '/Orders';
    await page.waitForFunction(
      (orders) => window.benchGreeting !== undefined && (!orders || window.benchOrders !== undefined),
      wantsOrders,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(SETTLE_MS);
    await Promise.all(sized);
    const times = await page.evaluate(() => ({ greeting: window.benchGreeting!, orders: window.benchOrders }));
    return {
      greetingMs: Math.round(times.greeting),
      ordersMs: wantsOrders && times.orders !== undefined ? Math.round(times.orders) : undefined,
      scripts,
    } satisfies Visit;
  } finally {
    await context.close();
  }
}

function splitScripts(scripts: Map<string, number>, chunks: { auth: string[]; firestore: string[] }) {
  const split = { rest: 0, auth: 0, firestore: 0, files: scripts.size };
  for (const [file, bytes] of scripts) {
    if (chunks.auth.includes(file)) split.auth += bytes;
    else if (chunks.firestore.includes(file)) split.firestore += bytes;
    else split.rest += bytes;
  }
  return split;
}

const CLOUD_PAGES = ['/Orders', '/Payment'] as const;

/** The route's first download as `npm run test:budget` counts it, in the build the bench measured. */
async function firstDownload(buildDir: string, path: string): Promise<CloudPageResult['firstDownload']> {
  const route = CLOUD_ROUTES.find((candidate) => candidate.path === path)!;
  const files = cloudRouteFiles(buildDir, route.routeFile, route.firestore);
  return {
    appAndAuth: await transferredBytes(buildDir, [...files.app, ...files.auth]),
    firestore: await transferredBytes(buildDir, files.firestore),
  };
}

/** Starts the cloud configuration, measures the signed-in pages `visits` times each, and stops it. */
export async function measureCloudPages(
  buildDir: string,
  visits: number,
  lighthouseRuns: number,
  progress: (message: string) => void,
): Promise<CloudResults> {
  const loadAverageAtStart = loadAverage();
  progress('cloud: emulators, a build against them and the shop (tools/emulators/start-cloud-local.ts)');
  const cloud = await startCloudLocal(join(buildDir, 'cloud-emulators.json'));
  try {
    await seedShopper(cloud);
    const chunks = firebaseChunks(cloud.buildDir);
    const browser = await chromium.launch(chromiumLaunchOptions());
    const pages: Array<Omit<CloudPageResult, 'lighthouse'>> = [];
    const browse: CloudResults['browse'] = [];
    try {
      const signedIn = await browser.newContext();
      await signInWithBasket(await signedIn.newPage(), cloud.origin);
      // Firebase Auth keeps the session in IndexedDB
      const state = await signedIn.storageState({ indexedDB: true });
      await signedIn.close();

      for (const path of CLOUD_PAGES) {
        const done: Visit[] = [];
        for (let index = 0; index < visits; index++) done.push(await visit(browser, state, cloud.origin, path));
        const splits = done.map((one) => splitScripts(one.scripts, chunks));
        const median = (read: (split: (typeof splits)[number]) => number) => spread(splits.map(read)).median;
        const ordersMs = done.flatMap((one) => (one.ordersMs === undefined ? [] : [one.ordersMs]));
        const page = {
          path,
          visits: done.length,
          js: {
            rest: median((s) => s.rest),
            auth: median((s) => s.auth),
            firestore: median((s) => s.firestore),
            files: median((s) => s.files),
          },
          firstDownload: await firstDownload(cloud.buildDir, path),
          greetingMs: spread(done.map((one) => one.greetingMs)),
          ordersMs: ordersMs.length ? spread(ordersMs) : undefined,
        };
        pages.push(page);
        progress(
          `  cloud ${path}: greeting ${page.greetingMs.median} ms${page.ordersMs ? `, orders ${page.ordersMs.median} ms` : ''}, script ${((page.js.rest + page.js.auth + page.js.firestore) / 1024).toFixed(1)} KB (Auth ${(page.js.auth / 1024).toFixed(1)}, Firestore ${(page.js.firestore / 1024).toFixed(1)})`,
        );
      }
      for (const path of BROWSE_PATHS) {
        const { scripts } = await visit(browser, state, cloud.origin, path);
        const split = splitScripts(scripts, chunks);
        browse.push({ path, firestoreRequested: split.firestore > 0, authBytes: split.auth });
        progress(`  cloud ${path} signed in: Firestore ${split.firestore > 0 ? 'requested' : 'not requested'}`);
      }
    } finally {
      await browser.close();
    }

    progress(`cloud: lighthouse mobile, signed in, ${CLOUD_PAGES.length} pages x ${lighthouseRuns} runs`);
    const lighthouse = await lighthouseMedians(
      CLOUD_PAGES.map((path) => cloud.origin + path),
      'mobile',
      lighthouseRuns,
      progress,
      async (port) => {
        const lighthouseChromium = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
        try {
          const page = await lighthouseChromium.contexts()[0]!.newPage();
          await signInWithBasket(page, cloud.origin);
          await page.close();
        } finally {
          // disconnects; the Chromium stays for Lighthouse
          await lighthouseChromium.close();
        }
      },
    );
    return {
      date: new Date().toISOString(),
      loadAverageAtStart,
      loadAverageAtEnd: loadAverage(),
      chunks,
      budgets: CLOUD_BUDGETS,
      pages: pages.map((page) => ({ ...page, lighthouse: lighthouse.get(cloud.origin + page.path)! })),
      browse,
    };
  } finally {
    await cloud.stop();
  }
}
