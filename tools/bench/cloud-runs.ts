// The signed-in cloud pages: the shop built against the Firebase emulators and served by
// tools/emulators/start-cloud-local.ts (as playwright.cloud.config.ts starts it, on free ports), a
// shopper with one order and one product in the basket, and /Orders and /Payment opened signed in:
// the script they transfer (Firebase Auth, Firestore and the rest apart) and when the greeting and
// the orders show; then Lighthouse on those and the order's page, as first and repeat visits.
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumLaunchOptions } from '../browser/chromium';
import { CLOUD_BUDGETS, CLOUD_ROUTES, cloudRouteFiles, firebaseChunks } from '../build-checks/cloud-bytes';
import { transferredBytes } from '../build-checks/initial-bytes';
import { startCloudLocal } from './cloud-local';
import { ORDER_ID, SHOPPER_NAME, seedShopper, signInWithBasket } from './cloud-shopper';
import { BROWSE_PATHS } from './lighthouse-runs';
import { loadAverages } from './load-average';
import { firstAndRepeatVisits, namedPage, type SignedInPageResult } from './signed-in-runs';

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
  firstDownload: { beforeInteraction: number; auth: number; firestore: number };
  /** navigation start to the header's 'Hello <name>' in the DOM */
  greetingMs: Spread;
  /** navigation start to the first order in the DOM (/Orders only) */
  ordersMs?: Spread;
}

export interface CloudResults {
  date: string;
  loadAverageAtStart: string;
  loadAverageAtEnd: string;
  chunks: { auth: string[]; firestore: string[] };
  budgets: typeof CLOUD_BUDGETS;
  pages: CloudPageResult[];
  /** Lighthouse (mobile) on /Orders, the order's page and /Payment: first visit (the session cookie only) and repeat visit */
  lighthouse: SignedInPageResult[];
  /** browse pages opened signed in: whether any Firestore chunk was requested */
  browse: Array<{ path: string; firestoreRequested: boolean; authBytes: number }>;
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]! };
};

declare global {
  interface Window {
    benchGreeting?: number;
    benchOrders?: number;
  }
}

// in-page code as text: the TypeScript loader would wrap named functions in a helper the page lacks
const marks = `
  (function () {
    var greeting = ${JSON.stringify(`Hello ${SHOPPER_NAME}`)};
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
    beforeInteraction: await transferredBytes(buildDir, files.beforeInteraction),
    auth: await transferredBytes(buildDir, files.auth),
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
  const loadAverageAtStart = loadAverages();
  progress('cloud: emulators, a build against them and the shop (tools/emulators/start-cloud-local.ts)');
  const cloud = await startCloudLocal(join(buildDir, 'cloud-emulators.json'));
  try {
    await seedShopper(cloud);
    const chunks = firebaseChunks(cloud.buildDir);
    const browser = await chromium.launch(chromiumLaunchOptions());
    const pages: CloudPageResult[] = [];
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

    progress('cloud: lighthouse mobile, signed in');
    const lighthouse = await firstAndRepeatVisits(
      [...CLOUD_PAGES, `/Orders/${ORDER_ID}`].map((path) => cloud.origin + path),
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
      namedPage,
    );
    return {
      date: new Date().toISOString(),
      loadAverageAtStart,
      loadAverageAtEnd: loadAverages(),
      chunks,
      budgets: CLOUD_BUDGETS,
      pages,
      lighthouse,
      browse,
    };
  } finally {
    await cloud.stop();
  }
}
