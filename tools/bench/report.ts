import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_JS_BUDGET, type FileBytes } from '../build-checks/initial-bytes';
import type { CloudResults } from './cloud-runs';
import type { LargeCategoryRun } from './large-catalog-runs';
import type { PaymentResults } from './payment-runs';
import { CATEGORIES, type LighthouseSummary, type Preset } from './lighthouse-runs';
import type { InteractionResult } from './interaction-runs';

export interface BenchResults {
  machine: Record<string, string | number>;
  durationSeconds: number;
  lighthouseRuns: number;
  lighthouse: Record<Preset, Record<string, LighthouseSummary>>;
  interactions: InteractionResult[];
  bytes: Array<{
    name: string;
    path: string;
    /** brotli as served, headers included: the byte budget's measure */
    jsTransferred: number;
    jsGzip: number;
    jsRaw: number;
    cssGzip: number;
    jsFiles: number;
    sdks: string[];
    breakdown: FileBytes[];
  }>;
  sdkFiles: Record<string, string[]>;
  hero: {
    images: Array<FileBytes & { source: string; format: string }>;
    preload: string | null;
    firstSrc: string | null;
    firstPreloaded: boolean;
    hasSrcset: boolean;
  };
  large: {
    runs: Array<LargeCategoryRun & { catalogSize: number; view: string }>;
    fit: Array<{ viewport: string; overflowingCards: number; cls: number; cardsInDom: number }>;
  };
  load: Array<{
    name: string;
    requestsPerSecond: number;
    latencyP50Ms: number;
    latencyP99Ms: number;
    requests: number;
    errors: number;
    non2xx: number;
  }>;
  search: { products: number; queries: number; medianMs: number; p95Ms: number; maxMs: number; medianHits: number };
  /** absent from results written before the payment setups were measured */
  payments?: PaymentResults;
  /** absent from results written before the cloud pages were measured */
  cloud?: CloudResults;
}

const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const HERO_TARGET = 40 * KB;
const MODERN_FORMATS = ['avif', 'webp', 'svg'];
/** signed in, on loopback without throttling: within a second, the shopper's flow is not broken */
const CLOUD_SHOWN_TARGET_MS = 1000;
/** Lighthouse's own 'good' band starts at 90 */
const CLOUD_PERFORMANCE_TARGET = 90;

interface Target {
  target: string;
  reached: boolean;
  measured: string;
  reason?: string;
}

/** 'performance: largest-contentful-paint (3.3 s)' -> 'largest-contentful-paint', each once. */
const auditIds = (failing: string[]) => [
  ...new Set(failing.map((entry) => entry.replace(/^[^:]+: /, '').replace(/ \(.*\)$/, ''))),
];

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
/** A 1-minute load average of 1 or more at the start: something else was using a CPU. */
const machineWasBusy = (loadAverages: string | number | undefined) => Number(String(loadAverages).split(' ')[0]) >= 1;

const table = (head: string[], rows: Array<Array<string | number>>) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

function targets(results: BenchResults): Target[] {
  const mobile = Object.entries(results.lighthouse.mobile);
  const below = mobile.flatMap(([url, summary]) =>
    CATEGORIES.filter((category) => summary.scores[category] !== 100).map(
      (category) => `${url} ${category} ${summary.scores[category]}`,
    ),
  );
  const failingAudits = auditIds(mobile.flatMap(([, summary]) => summary.failing));
  const home = results.bytes.find((route) => route.name === 'home')!;
  const sdkRoutes = results.bytes.filter((route) => route.sdks.length > 0);
  const { images, firstPreloaded, hasSrcset } = results.hero;
  const heavy = images.filter((image) => image.raw > HERO_TARGET);
  const modern = images.every((image) => MODERN_FORMATS.includes(image.format));
  const allSvg = images.every((image) => image.format === 'svg');
  const clsValues = [
    ...(['mobile', 'desktop'] as const).flatMap((preset) =>
      Object.entries(results.lighthouse[preset]).map(([url, summary]) => ({ where: `${preset} ${url}`, cls: summary.cls })),
    ),
    ...results.large.runs.map((run) => ({ where: `${run.products} products`, cls: run.cls })),
    ...results.large.fit.map((check) => ({ where: `10,000 products at ${check.viewport}`, cls: check.cls })),
  ];
  const shifted = clsValues.filter((value) => value.cls > 0.001);
  // the category as it opens (the first view measured at each size); the sorted view is in the table
  const [small, mid, big] = results.large.runs.filter((run) => run.view === results.large.runs[0]?.view);
  const flat =
    big !== undefined &&
    mid !== undefined &&
    big.windowed &&
    big.domNodesAfterScroll <= mid.domNodesAfterScroll * 1.5 &&
    big.scriptMs <= Math.max(mid.scriptMs * 1.5, mid.scriptMs + 20) &&
    // smooth: the scripting per 1000 px scroll step fits in one frame
    big.scriptMs / big.scrollSteps <= 16;
  const overflow = [...results.large.runs, ...results.large.fit].reduce((sum, run) => sum + run.overflowingCards, 0);
  const steadyMisses = Object.entries(results.lighthouse.mobile)
    .filter(([, summary]) => (summary.performanceLowest ?? 0) < 98 || summary.tbtMs > 50)
    .map(
      ([url, summary]) =>
        `${url.replace(/^https?:\/\/[^/]+/, '')}: lowest ${summary.performanceLowest}, median TBT ${Math.round(summary.tbtMs)} ms`,
    );
  const longTasks = Object.entries(results.lighthouse.mobile)
    .filter(([, summary]) => summary.longestTaskHighest.ms > 50)
    .map(
      ([url, summary]) =>
        `${url.replace(/^https?:\/\/[^/]+/, '')}: ${summary.longestTaskHighest.ms} ms (${summary.longestTaskHighest.source})`,
    );
  const pageWork = Object.values(results.lighthouse.mobile)
    .map((summary) => summary.pageTaskMsHighest)
    .filter((ms): ms is number => ms !== null);
  const pageWorkHighest = pageWork.length > 0 ? Math.max(...pageWork) : null;
  const slowInteractions = results.interactions.filter((run) => run.p75Ms > 100).map((run) => run.name);
  return [
    {
      target: '100 in all four Lighthouse categories on /, /category/electronics, /products/1, /Cart (mobile, median of runs)',
      reached: below.length === 0,
      measured: below.length === 0 ? 'all 100' : `below 100: ${below.join('; ')}`,
      reason:
        below.length === 0
          ? undefined
          : `audits below 1 in some run: ${failingAudits.join(', ') || 'none listed'}; see Observations`,
    },
    {
      target:
        'mobile Lighthouse holds on every run: lowest performance of the runs >= 98 and median TBT <= 50 ms on the four routes',
      reached: steadyMisses.length === 0,
      measured: steadyMisses.length === 0 ? 'held on every run' : steadyMisses.join('; '),
      reason:
        steadyMisses.length === 0
          ? undefined
          : `see the spread and longest-task columns${machineWasBusy(results.machine.loadAverageAtStart) ? '; the machine was loaded (load average above)' : ''}`,
    },
    {
      target: 'no task over 50 ms (simulated) between first paint and interactive, mobile, in any run',
      reached: longTasks.length === 0,
      measured: longTasks.length === 0 ? 'none over 50 ms' : `longest: ${longTasks.join('; ')}`,
      reason:
        longTasks.length === 0
          ? undefined
          : `${pageWorkHighest === null ? '' : `the page's own work in its longest task after the first paint, in any run: ${pageWorkHighest} ms (its main thread's CPU time, slowed 4x)${pageWorkHighest <= 50 ? ', so the rest of each long task after the first paint is time the main thread waited for a core' : ''}. `}See the longest-task columns and the observations below the Lighthouse tables`,
    },
    {
      target:
        'interaction latency p75 <= 100 ms (Add to cart, cart +, All menu, Sign In; on a started app and while it starts; CPU slowed 4x)',
      reached: slowInteractions.length === 0,
      measured: results.interactions.map((run) => `${run.name} ${Math.round(run.p75Ms)} ms`).join('; '),
      reason: slowInteractions.length === 0 ? undefined : `over 100 ms: ${slowInteractions.join(', ')}`,
    },
    {
      target: `home route script before interaction <= ${kb(HOME_JS_BUDGET)} KB transferred (brotli as served, headers included; npm run test:budget holds it)`,
      reached: home.jsTransferred <= HOME_JS_BUDGET,
      measured: `${kb(home.jsTransferred)} KB transferred (${kb(home.jsGzip)} KB gzip, ${kb(home.jsRaw)} KB raw, ${home.jsFiles} files)`,
      reason:
        home.jsTransferred <= HOME_JS_BUDGET
          ? undefined
          : `React 19 with react-dom (react-*.js), TanStack Router and TanStack Query (tanstack-*.js) come to about 100 KB gzip on their own; the largest files: ${home.breakdown
              .slice(0, 5)
              .map((file) => `${file.file.replace('assets/', '')} ${kb(file.gzip)} KB`)
              .join(', ')}. See "Byte wins" below.`,
    },
    {
      target: 'Firebase and Stripe: 0 bytes on browse routes (/, category, product, cart, auth, search)',
      reached: sdkRoutes.length === 0,
      measured:
        sdkRoutes.length === 0
          ? `0 bytes; the SDKs live only in on-demand chunks (${Object.values(results.sdkFiles).flat().join(', ') || 'none'})`
          : sdkRoutes.map((route) => `${route.path}: ${route.sdks.join(', ')}`).join('; '),
    },
    {
      target: 'hero images <= 40 KB each, modern format, sized per viewport, first one preloaded',
      reached: heavy.length === 0 && modern && firstPreloaded && (allSvg || hasSrcset),
      measured: `largest ${kb(Math.max(...images.map((image) => image.raw)))} KB (${images.map((image) => image.format).join(', ')}); first preloaded: ${firstPreloaded ? 'yes' : 'no'}`,
      reason:
        heavy.length === 0 && modern && firstPreloaded && (allSvg || hasSrcset)
          ? allSvg
            ? 'SVG is resolution-independent: one file serves every viewport, so no srcset is needed'
            : undefined
          : [
              heavy.length ? `too heavy: ${heavy.map((image) => image.source).join(', ')}` : '',
              modern ? '' : 'not all in AVIF/WebP/SVG',
              firstPreloaded ? '' : 'first slide not preloaded in the pre-rendered home page',
              allSvg || hasSrcset ? '' : 'no srcset',
            ]
              .filter(Boolean)
              .join('; '),
    },
    {
      target: 'CLS 0 (Lighthouse, both presets, and the large category pages while scrolling)',
      reached: shifted.length === 0,
      reason: shifted.length === 0 ? undefined : `layout shift at ${shifted.map((value) => value.where).join(', ')}`,
      measured:
        shifted.length === 0
          ? `0 everywhere (largest ${Math.max(...clsValues.map((value) => value.cls)).toFixed(3)})`
          : shifted.map((value) => `${value.where}: ${value.cls.toFixed(3)}`).join('; '),
    },
    {
      target: 'a category of 10,000 products renders and scrolls smoothly, with a cost that stays flat as the list grows',
      reached: flat && overflow === 0,
      measured:
        big && mid && small
          ? `${small.view}: DOM nodes after scrolling ${small.domNodesAfterScroll} / ${mid.domNodesAfterScroll} / ${big.domNodesAfterScroll}; scroll scripting ${small.scriptMs} / ${mid.scriptMs} / ${big.scriptMs} ms; at 10,000: ${(big.scriptMs / big.scrollSteps).toFixed(1)} ms of script per 1000 px step, longest frame ${big.longestFrameMs} ms (20, 1,000, 10,000 products; frame gaps include the machine's load)`
          : 'not measured',
      reason:
        flat && overflow === 0
          ? undefined
          : overflow > 0
            ? `${overflow} cards taller than their fixed row`
            : 'cost grows with the list (see the table)',
    },
    ...cloudTargets(results.cloud),
    {
      target: 'catalogue search over 10,000 products within one frame (16 ms)',
      reached: results.search.p95Ms <= 16,
      measured: `median ${results.search.medianMs} ms, p95 ${results.search.p95Ms} ms`,
      reason:
        results.search.p95Ms <= 16
          ? undefined
          : "slower than a frame on this run; the machine's load inflates the figure (see the median)",
    },
  ];
}

function cloudTargets(cloud: CloudResults | undefined): Target[] {
  if (!cloud) return [];
  const withFirestore = cloud.browse.filter((page) => page.firestoreRequested);
  const overBudget = cloud.pages.flatMap((page) => [
    ...(page.firstDownload.appAndAuth > cloud.budgets.appAndAuth ? [`${page.path}: app and Auth over budget`] : []),
    ...(page.firstDownload.firestore > (page.path === '/Orders' ? cloud.budgets.firestore : 0)
      ? [`${page.path}: Firestore over budget`]
      : []),
  ]);
  const slowScores = cloud.pages.filter((page) => (page.lighthouse.scores.performance ?? 0) < CLOUD_PERFORMANCE_TARGET);
  const lateGreetings = cloud.pages.filter((page) => page.greetingMs.median > CLOUD_SHOWN_TARGET_MS);
  const lateOrders = cloud.pages.filter((page) => page.ordersMs && page.ordersMs.median > CLOUD_SHOWN_TARGET_MS);
  const shifting = cloud.pages.filter((page) => page.lighthouse.cls > 0.001);
  return [
    {
      target: 'cloud configuration, signed in: the browse pages (/, category, product, cart) request no Firestore',
      reached: withFirestore.length === 0,
      measured:
        withFirestore.length === 0
          ? `none requested it; they load Firebase Auth alone (${kb(Math.max(...cloud.browse.map((page) => page.authBytes)))} KB)`
          : `requested on ${withFirestore.map((page) => page.path).join(', ')}`,
      reason: withFirestore.length === 0 ? undefined : 'something on these pages used the orders port (ADR-015)',
    },
    {
      target: `cloud, signed in: /Orders and /Payment script before interaction within the budgets of npm run test:budget (app and Auth <= ${kb(cloud.budgets.appAndAuth)} KB; Firestore <= ${kb(cloud.budgets.firestore)} KB on /Orders, none on /Payment; brotli transferred, headers included)`,
      reached: overBudget.length === 0,
      measured: cloud.pages
        .map(
          (page) =>
            `${page.path}: app and Auth ${kb(page.firstDownload.appAndAuth)} KB, Firestore ${kb(page.firstDownload.firestore)} KB (all the page requested, the card form's included: ${kb(page.js.rest + page.js.auth + page.js.firestore)} KB)`,
        )
        .join('; '),
      reason: overBudget.length === 0 ? undefined : overBudget.join('; '),
    },
    {
      target: `cloud, signed in: mobile Lighthouse performance >= ${CLOUD_PERFORMANCE_TARGET} on /Orders and /Payment (median of runs)`,
      reached: slowScores.length === 0,
      measured: cloud.pages.map((page) => `${page.path} ${page.lighthouse.scores.performance}`).join('; '),
      reason:
        slowScores.length === 0
          ? undefined
          : [
              `audits below 1: ${auditIds(slowScores.flatMap((page) => page.lighthouse.failing.filter((entry) => entry.startsWith('performance:')))).join(', ')}`,
              'their pre-rendered page is a placeholder (the header and a loading line): the content is drawn once the session is known (Firebase Auth reads it from IndexedDB), and the orders after the Firestore chunk and its first query, which is the largest paint',
              ...shifting.map(
                (page) => `${page.path} shifts by ${page.lighthouse.cls.toFixed(3)} as its content replaces the placeholder`,
              ),
            ].join('; '),
    },
    {
      target: `cloud, signed in: the greeting and the orders list in the page within ${CLOUD_SHOWN_TARGET_MS} ms of navigation (median of first visits, loopback, no throttling)`,
      reached: lateGreetings.length === 0 && lateOrders.length === 0,
      measured: cloud.pages
        .map(
          (page) =>
            `${page.path}: greeting ${page.greetingMs.median} ms${page.ordersMs ? `, orders ${page.ordersMs.median} ms` : ''}`,
        )
        .join('; '),
      reason:
        lateGreetings.length === 0 && lateOrders.length === 0
          ? undefined
          : [
              ...lateGreetings.map(
                (page) =>
                  `${page.path} greeting ${page.greetingMs.median} ms: it waits for the app, the Firebase Auth chunk and the session read from IndexedDB`,
              ),
              ...lateOrders.map(
                (page) =>
                  `${page.path} orders ${page.ordersMs!.median} ms: the session or the Firestore chunk (ADR-015), whichever comes last, then its connection to the emulator and the first query`,
              ),
              "the machine's load counts in full here (no throttling to scale; see the min-max)",
            ].join('; '),
    },
  ];
}

function cloudSection(cloud: CloudResults | undefined) {
  if (!cloud) return 'Not measured in this run (`npm run bench -- --only cloud`).\n';
  const range = (spread: { median: number; min: number; max: number } | undefined) =>
    spread ? `${spread.median} (${spread.min}-${spread.max})` : 'n/a';
  return `Measured ${cloud.date}, load average (1, 5, 15 min) at start ${cloud.loadAverageAtStart}, at end ${cloud.loadAverageAtEnd}. The cloud configuration as \`npm run start:cloud-local\` serves it (tools/bench/cloud-runs.ts): the Firebase Auth and Firestore emulators on free ports, the app built against them as \`npm run build\` builds it (pre-rendered pages, brotli and gzip copies), the shop's server. A shopper is created through the Auth emulator's REST API with two orders written into Firestore as the emulator's owner, and signs in once on /auth; each visit is a new browser context (cold cache) holding that session (Chromium, 1280x800, loopback, no throttling). Script is what the network log counts as transferred (brotli, headers included), split by the build manifest into the Firebase Auth chunk (with the Firebase core), the Firestore chunk and the rest; the times run from navigation to the header's greeting ('Hello' and the name before the @, as requirements §2 spells it) and to the first order in the DOM.

${table(
  [
    'page',
    'visits',
    'script KB',
    'Firebase Auth KB',
    'Firestore KB',
    'rest KB',
    'files',
    'greeting ms, median (min-max)',
    'orders ms, median (min-max)',
  ],
  cloud.pages.map((page) => [
    page.path,
    page.visits,
    kb(page.js.rest + page.js.auth + page.js.firestore),
    kb(page.js.auth),
    kb(page.js.firestore),
    kb(page.js.rest),
    page.js.files,
    range(page.greetingMs),
    range(page.ordersMs),
  ]),
)}

Lighthouse, mobile preset, signed in (median of ${cloud.pages[0]?.lighthouse.runs ?? 0} runs; Lighthouse empties the caches before each run and keeps IndexedDB, where Firebase Auth keeps the session):

${table(
  ['page', 'performance', 'lowest performance', 'FCP ms', 'LCP ms', 'TBT ms', 'highest TBT ms', 'CLS', 'audits below 1'],
  cloud.pages.map((page) => [
    page.path,
    page.lighthouse.scores.performance ?? 'n/a',
    page.lighthouse.performanceLowest ?? 'n/a',
    Math.round(page.lighthouse.fcpMs),
    Math.round(page.lighthouse.lcpMs),
    Math.round(page.lighthouse.tbtMs),
    Math.round(page.lighthouse.tbtMsHighest),
    page.lighthouse.cls.toFixed(3),
    auditIds(page.lighthouse.failing.filter((entry) => entry.startsWith('performance:'))).join(', ') || 'none',
  ]),
)}

Browse pages opened signed in (the header greets the shopper; the orders are not needed):

${table(
  ['page', 'Firestore requested', 'Firebase Auth KB'],
  cloud.browse.map((page) => [page.path, page.firestoreRequested ? '**yes**' : 'no', kb(page.authBytes)]),
)}

Chunks: Firebase Auth ${cloud.chunks.auth.join(', ')}; Firestore ${cloud.chunks.firestore.join(', ')} (loaded on first use of orders, ADR-015).

${CLOUD_OBSERVATIONS.map((note) => `- ${note}`).join('\n')}
`;
}

/** What the cloud pages' figures mean (2026-11-23 and 2026-11-24). */
const CLOUD_OBSERVATIONS = [
  'Before ADR-015 one Firebase chunk held Auth and Firestore: every page of the cloud configuration, browse pages included, transferred and evaluated about 135 KB (brotli) of Firebase. Now a browse page takes the Auth chunk alone (about 25 KB) and /Orders fetches Firestore (about 110 KB) while the session is checked.',
  "Lighthouse takes about 50 s per run on /Orders against about 7 s on /Payment: Firestore's listen channel to the emulator keeps the network busy, so Lighthouse waits until its load timeout (45 s) for the network to go quiet.",
  'The greeting and orders times are first visits with a cold cache, unthrottled on loopback: they include evaluating the script on this 2-core machine, whose other jobs show in the min-max.',
  "Until 2026-11-24 /Orders and /Payment kept their placeholder (the page's frame, shown while the session is checked) for the router's default minimum of 500 ms, so the orders list and the card form came about half a second after the session was known. With no minimum, the orders list came at a median of 683 ms instead of about 960-1000 ms (9 first visits each, probe runs before this rerun). That minimum is also why starting the Firestore download from /Orders' guard had shown no gain when tried on 2026-11-23 and been taken out. It is back (OrdersPort.prepare, skipped for a shopper known to be signed out): the chunk now downloads while the session is checked, and the orders list came at 574 ms instead of 683 ms. On a slow network, where the chunk takes longer than the session check, the gain is larger.",
];

/** What the Lighthouse traces and the timings showed, and what was done about it (2026-11-22 to 2026-11-24). */
const OBSERVATIONS = [
  "First paint: with the app's code linked in <head>, Chromium ran it before painting the pre-rendered page (observed FCP after hydration), and in the mobile simulation every byte of it counted toward FCP and LCP. Now the entry (src/app/main.tsx, ~1.4 KB gzip) imports the app only after the page has loaded its images and painted, or at the first pointer, key or focus event (src/app/when-page-shown.ts); FCP and LCP are then the HTML and the hero image alone. What the shopper does before the app has started is kept: button taps are held and made once the app has hydrated them, typed text and picked options are handed to its state (src/app/early-input.ts).",
  "Total blocking time is what is left on mobile: Lighthouse multiplies the observed main-thread tasks by 4, so any task over ~12 ms counts. Done: hydration inside startTransition (slices of ~5 ms), the start split into tasks (ports, app, route, hydrate), two shared chunks (react, tanstack) instead of a dozen small ones (each dynamic import cost ~1 ms of main thread here), run one task each before the app's code (2026-11-23: evaluating them with the app in one go was one task of ~115 ms at 4x CPU slowdown), the carousel engine loaded after hydration, no Intl.NumberFormat at start (its locale data cost one ~24 ms task), star ratings as two masked elements instead of two SVGs of five paths (~250 fewer nodes on the home page), and content-visibility: auto on grid cards (off-screen cards skip layout and paint). Left: evaluating React's chunk (one task of 10-15 ms, ~50-65 ms at 4x) and React's hydration commit (one task, not sliceable), which keep the home page's TBT between ~50 and ~300 ms from run to run on this 2-core machine.",
  "Long tasks (2026-11-23, first pass): with React's chunk, then TanStack's, then the app each run in a task of their own, every mobile run scored 100 and the median TBT was 3-33 ms, but single tasks of 55-103 ms (simulated: 4x what was observed) remained between first paint and interactive: evaluating React's chunk (react-dom is one CommonJS module that cannot be split, about 15-25 ms observed, attributed to the entry, which holds the bundler's CommonJS wrapper), creating the router (about 15 ms), adding the module preload links the page lists, and the style and layout of the page as the app takes it over (unattributed).",
  "Long tasks (2026-11-23, second pass): React's, TanStack's and the start's chunks open with V8's compile hint (tools/build/compile-hint.ts), so their functions are compiled on a background thread as they arrive instead of on the main thread at first call: React's script time in Lighthouse's bootup figures fell by about a quarter (from 250-450 to 180-230 ms simulated). The eighteen or so modulepreload links went in at once, a task of 13-15 ms observed; they now go in four per task. Category pages load their first four product images eagerly: lazy, the first card's image (the largest paint on a phone) was requested only after layout, and in about one run in three the largest paint came after the app's start (LCP 1.7-2.4 s instead of about 1 s). Runs with no task over 50 ms are now common, but not every run: what remains is the execution of react-dom's module body (in the entry's CommonJS wrapper), the SVG pictures (each SVG <img> is a document of its own that the renderer creates, parses and lays out on the main thread: the hero slides, category pictures and the product pictures within the lazy-loading margin, about nineteen on the home page; Lighthouse calls them unattributable), and on this 2-core machine the renderer being descheduled while Lighthouse and the browser's other processes run, time that Lighthouse multiplies by 4 like any other. Raster product pictures would remove the SVG documents but weigh several times more on a slow network; left as measured.",
  "Long tasks (2026-11-24, third pass): in the traces, most tasks over 12 ms (50 ms once multiplied by 4) had the page's main thread on the CPU for a third to a half of their wall time: on this 2-core machine the browser's own process (its handling of each request, and the tracing Lighthouse asks for), the compositor and the background compiler took the rest, and Lighthouse multiplies the whole wall time. Two sources were ours. The tab icon and the manifest's icon were SVGs: Chromium fetches them through the page, and each became a document built on the page's main thread, twice a load on every route, whose text (the 's') also had a font matched: tasks of 10-30 ms observed. They are PNGs now (tools/icons/). And each browse route fetched 21 script files, twelve under 2 KB; they are now 8 or 9 (ADR-017: the app's code in an `app` and a `shared` chunk), and the home route's script went from 123.8 to about 116 KB transferred. On the probe runs before this rerun, 12-15 runs in 20 had no task over 50 ms in the window (6 before). What remains shows as the entry (evaluating react-dom's module, whose work is 1-4 ms of CPU in a task of 10-20 ms of wall time) and unattributed style and layout, both stretched by the other processes. Taking the compile hints out gave as many clean runs on category and product pages and fewer on the home page; they stay.",
  "Half-read pages (2026-11-24): on a slow CPU Chromium sometimes painted a pre-rendered page before it had read all of it, then moved the header (its row grows once the cart link is read) and the hero's arrows: a layout shift of 0.0015-0.017 in about one load in five at 4x CPU slowdown, invisible in Lighthouse's medians but seen as a flaky browser test. The pages' first paint now waits for their last block (a render-blocking <link rel=expect>), which costs nothing measurable: the document is one response of 9-13 KB brotli. On probe runs before this rerun, 22 of 24 loads of / and /category/electronics had no task over 50 ms between first paint and interactive; an hour later, on the same build, 10 of 15 loads of / did (9 of 15 without the expect link, runs interleaved), with the longest between 50 and 122 ms: that target moves with the machine more than with the page. In the traces of that hour the tasks over 12 ms observed in the window were mostly a product picture's SVG document being created (under 3 ms of the main thread's CPU) while the renderer's worker threads and the browser's process held both cores.",
  "Long tasks (2026-11-24, fourth pass): a system-wide CPU profile (perf sampling both cores 2,000 times a second) taken beside the Lighthouse traces shows who holds the cores while a page task is stretched. In tasks of 12-20 ms of wall time, the page's main thread ran for 2-4 ms; the rest of both cores went to Lighthouse's own Node process (the protocol and trace events it takes in, at moments a whole core), the browser's network service and browser process, V8's background compiler and the shop's server. The server was ours: it read each file from disk and gzipped and SHA-1 hashed each catalogue answer and product picture on every request, 47 ms of CPU per replayed home-page load (80 requests); it now answers from memory what it encoded once (server/encoded-body.ts), 13 ms per load. Two more changes were measured in interleaved runs against the same build and not kept: the product, category and hero pictures as WebP instead of SVG (the page's main thread did about 35 ms less work per load after the first paint, 85 instead of 120 ms, as no SVG document is built; but 5 of 16 loads still had a task over 50 ms, against 6 of 16, and the pictures weigh 2-8 KB each instead of 0.5-0.7 KB), and running the app's modules only once every preloaded one had arrived and compiled (no task left in which running a module waited for its compile, but as many loads with a long task, 2 of 16 each). What remains, in between one load in eight and one in four of the probe runs, is one task of 50-100 ms (simulated) that is 2-5 ms of the main thread's CPU (an SVG picture's document, running a module, a style or layout pass) and waited for a core the rest of the time; the column of the page's own work in the tables above, added for this, shows the page's longest task by the main thread's CPU time.",
  "Interactions (2026-11-23): opening the 'All' drawer had a p75 of 80-120 ms. Radix's modal dialog turned pointer events off on <body> and inserted a scroll-lock stylesheet as it opened, and the browser restyled and repainted the whole 4,000 px page in the frame that answered the press. The drawer is now Radix's non-modal dialog made modal by hand (ADR-016): a backdrop takes presses, the page behind turns inert and stops scrolling once the drawer has been painted, and closing gives all of it back after the next paint. The bench had also counted the Escape that closed the drawer after each press as part of the next opening (its Event Timing entry arrives after its own next paint); entries are now matched to the press by when their event happened, and closing has a row of its own. A press made while the page was still hydrating waited for one task of 60-130 ms at 4x: React answers a discrete event (pointerdown, keydown, input) on a part it has not hydrated by hydrating the whole page at once. Until the page is the app's, src/app/early-input.ts now keeps those events from React (what was typed or picked is noted and handed over with the held taps), and a Sign In pressed while /auth starts went from a p75 of about 200 ms to about 40 ms.",
  "Lighthouse mobile results on this machine swing by up to 10 points between runs of the same build (the machine's other jobs; simulated throttling scales observed times rather than measuring a slow device), so the table reports the median of runs.",
  'Search: each product is normalised once (a WeakMap from product to its normalised text, ports/catalog-search.ts), so a query over 10,000 products costs only the substring tests.',
  'A server started with CATALOGUE_SIZE answers navigations with the plain shell, not the pre-rendered pages (they hold the demo catalogue): the client fetches the generated list itself (server/app.ts, tested in server/static.test.ts).',
];

/** Where the home route's initial JavaScript goes, and what could still come out (read from source maps). */
const BYTE_WINS = [
  'react-*.js and tanstack-*.js (~100 KB gzip together; one framework chunk until 2026-11-23): react-dom with React and the scheduler is 68.3 KB gzip, TanStack Router (router-core, react-router, history, store) 26.6 KB, TanStack Query 10.3 KB: 105 KB before any shop code. Terser with three compress passes makes the chunk no smaller than the default minifier. With this stack the 100 KB target can only be met by leaving one of them out of the first load: Preact in place of react-dom, or pages that hydrate without the router (losing client-side navigation and prefetch on intent), both outside the chosen stack.',
  'app-*.js (~15 KB gzip; start-*.js until 2026-11-24, ADR-017): the app itself: ports and their browser adapters (IndexedDB, local storage), the basket and session stores, the header with the search box, the checkout recovery. The checkout use case (src/domain/place-order.ts) and the demo-payment API adapter (~1.5 KB gzip together) are there only to recover a payment cut off by a closed tab; creating the payment port lazily would move them out.',
  'The carousel engine (embla-carousel, autoplay and embla-carousel-react, ~8 KB gzip) is no longer counted: it loads after hydration (HeroCarouselEngine.tsx), the first slide being in the HTML already.',
  '@vanilla-extract/recipes runtime (~0.8 KB gzip): styleVariants instead of recipe() for the button would drop it.',
];

function paymentsSection(payments: PaymentResults | undefined) {
  if (!payments) return '';
  return `## Payments past one machine (ADR-018)

Measured ${payments.date}, load average (1, 5, 15 min) at start ${payments.loadAverageAtStart}. ${payments.shoppers} shoppers pay at once for ${payments.seconds} s per setup, each one checkout after another: \`POST /payment/create\` then \`POST /payment/confirm\` with the test card that pays, sent to the instances in turn (tools/bench/payment-runs.ts). Every instance is a \`server/main.ts\` process; PostgreSQL 15 and Redis 7 run on the same machine (2 cores shared by all). Latency is per request, create and confirm together. On one 2-core machine the instances, the
databases and the load's own process share both cores, so the three-instance row shows what sharing
costs (two allowance checks in Redis per request, more processes on two cores), not what separate
machines would gain.

${table(
  ['setup', 'instances', 'checkouts', 'checkouts/s', 'requests/s', 'p50 ms', 'p99 ms', 'failures'],
  payments.setups.map((setup) => [
    setup.name,
    setup.instances,
    setup.checkouts,
    setup.checkoutsPerSecond,
    setup.checkoutsPerSecond * 2,
    setup.requestP50Ms,
    setup.requestP99Ms,
    setup.failures,
  ]),
)}
`;
}

export function writeReport(root: string, results: BenchResults) {
  const goals = targets(results);
  const json = { ...results, targets: goals };
  writeFileSync(join(root, 'docs/benchmarks.json'), `${JSON.stringify(json, null, 2)}\n`);

  const m = results.machine;
  const lighthouseTable = (preset: Preset) =>
    table(
      [
        'page',
        ...CATEGORIES,
        'lowest performance',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'highest TBT ms',
        'longest task ms (its script)',
        "the page's own work in its longest task ms",
        'CLS',
      ],
      Object.entries(results.lighthouse[preset]).map(([url, summary]) => [
        url,
        ...CATEGORIES.map((category) => summary.scores[category] ?? 'n/a'),
        summary.performanceLowest ?? 'n/a',
        Math.round(summary.fcpMs),
        Math.round(summary.lcpMs),
        Math.round(summary.tbtMs),
        Math.round(summary.tbtMsHighest),
        summary.longestTaskHighest.ms ? `${summary.longestTaskHighest.ms} (${summary.longestTaskHighest.source})` : 'none of 50',
        summary.pageTaskMsHighest ?? 'n/a',
        summary.cls.toFixed(3),
      ]),
    );
  const belowAudits = (['mobile', 'desktop'] as const).flatMap((preset) =>
    Object.entries(results.lighthouse[preset])
      .filter(([, summary]) => summary.failing.length > 0)
      .map(([url, summary]) => `- ${preset} ${url}: ${auditIds(summary.failing).join(', ')}`),
  );
  const home = results.bytes.find((route) => route.name === 'home')!;

  const md = `# Benchmarks

Generated by \`npm run bench\` (tools/bench/run-bench.ts) on ${m.date}; do not edit by hand. Raw figures: docs/benchmarks.json.

Machine: ${m.nproc} CPUs (${m.cpu}), ${m.memoryGiB} GiB memory, Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}, commit ${m.commit}. Load average (1, 5, 15 min) at start ${m.loadAverageAtStart}, at end ${m.loadAverageAtEnd}${machineWasBusy(m.loadAverageAtStart) ? ': other jobs were running on the machine, so times are pessimistic and noisy' : ''}. Bench run: ${results.durationSeconds} s.
KB = 1,024 bytes; gzip at level 9.

## Targets

${table(
  ['target', 'status', 'measured', 'why not / note'],
  goals.map((goal) => [goal.target, goal.reached ? 'reached' : '**not reached**', goal.measured, goal.reason ?? '']),
)}

## Lighthouse (median of ${results.lighthouseRuns} runs; served by server/ with pre-rendered pages, loopback)

Longest task: Lighthouse's, between first paint and interactive, by the task's wall time slowed as the preset slows the CPU, the highest of the runs. The page's own work: in the page's longest task after its first paint by the time its main thread was on a CPU (from the same trace), that time slowed the same way, the highest of the runs. The two differ by the time the main thread waited while the browser's other processes and Lighthouse held the cores.

Mobile (default preset: simulated slow 4G, 4x CPU slowdown):

${lighthouseTable('mobile')}

Desktop (lighthouse/core/config/desktop-config.js):

${lighthouseTable('desktop')}

## Interactions (Event Timing as INP counts it, CPU slowed 4x, 10 presses each, 1280x800)

Each press's latency is the longest Event Timing entry of its interaction: input delay, processing and the time to the next paint. Entries count for the press whose events they are (by when the event happened): the key that closed the drawer after the previous press is reported only after its own next paint, and until 2026-11-23 it was counted as part of the next opening. Entries under 16 ms are not reported by the browser and count as 16 ms. Rows "while the app starts" press the pre-rendered button on a fresh page load (CPU slowed from the start) as soon as it shows: the app holds the press and makes it once it has started (e2e/early-taps.spec.ts), so its latency is mostly the wait for the task running at that moment, and the last column is the time until the press's effect showed. The cart's lines come from the browser's storage, so the pre-rendered cart has no + to press early.

${table(
  ['interaction', 'presses', 'median ms', 'p75 ms', 'max ms', 'pressed before start', 'effect shown after, median (p75) ms'],
  results.interactions.map((run) => [
    run.name,
    run.presses,
    Math.round(run.medianMs),
    Math.round(run.p75Ms),
    Math.round(run.maxMs),
    run.startup ? `${run.startup.pressedBeforeStart} of ${run.presses}` : '',
    run.startup ? `${Math.round(run.startup.effectMedianMs)} (${Math.round(run.startup.effectP75Ms)})` : '',
  ]),
)}

${belowAudits.length ? `Audits below 1 in at least one run:\n\n${belowAudits.join('\n')}\n` : 'Every weighted audit passed.\n'}
## JavaScript and CSS before interaction

The entry chunk with its static imports plus the route's split chunks, from the build manifest (tools/build-checks/initial-bytes.ts); chunks loaded on demand (menu drawer, Firebase, Stripe, the windowed grid) are not counted. Transferred: the brotli files the server sends, with each response's headers, as the browser counts them.

${table(
  ['route', 'JS transferred KB', 'JS gzip KB', 'JS raw KB', 'CSS gzip KB', 'JS files', 'Firebase / Stripe code'],
  results.bytes.map((route) => [
    route.path,
    kb(route.jsTransferred),
    kb(route.jsGzip),
    kb(route.jsRaw),
    kb(route.cssGzip),
    route.jsFiles,
    route.sdks.length ? route.sdks.join(', ') : 'none',
  ]),
)}

Largest files of the home route:

${table(
  ['file', 'gzip KB', 'raw KB'],
  home.breakdown.map((file) => [file.file, kb(file.gzip), kb(file.raw)]),
)}

On-demand chunks holding the SDKs: ${Object.entries(results.sdkFiles)
    .map(([name, files]) => `${name}: ${files.join(', ') || 'none'}`)
    .join('; ')}.

### Observations (from the Lighthouse traces, at the time of writing)

${OBSERVATIONS.map((note) => `- ${note}`).join('\n')}

### Byte wins (analysis of the home route's chunks)

${BYTE_WINS.map((win) => `- ${win}`).join('\n')}

## Signed-in cloud pages

${cloudSection(results.cloud)}
## Hero images

${table(
  ['image', 'format', 'bytes', 'gzip bytes', '<= 40 KB'],
  results.hero.images.map((image) => [
    image.source,
    image.format,
    image.raw,
    image.gzip,
    image.raw <= HERO_TARGET ? 'yes' : 'no',
  ]),
)}

First slide: ${results.hero.firstSrc ?? 'not found'}; preloaded in dist/prerendered/%2F.html: ${results.hero.preload ? `yes (${results.hero.preload})` : 'no'}.

## Large catalogues (Chromium, 1280x800, /category/electronics; with CATALOGUE_SIZE the server answers with the plain shell)

Scroll: ${results.large.runs[0]?.scrollSteps ?? 20} steps of 1000 px, two animation frames after each; script and layout time from CDP Performance.getMetrics.

${table(
  [
    'CATALOGUE_SIZE',
    'view',
    'products',
    'windowed',
    'first card ms',
    'DOM nodes',
    'DOM nodes after scroll',
    'cards in DOM',
    'scroll script ms',
    'scroll layout+style ms',
    'longest frame ms',
    'CLS',
  ],
  results.large.runs.map((run) => [
    run.catalogSize,
    run.view,
    run.products,
    run.windowed ? 'yes' : 'no',
    run.firstCardMs,
    run.domNodes,
    run.domNodesAfterScroll,
    run.cardsInDom,
    run.scriptMs,
    run.layoutStyleMs,
    run.longestFrameMs,
    run.cls,
  ]),
)}

First card = navigation start to the first card in the DOM; it includes fetching and parsing the category's JSON (about 0.4 KB a product), which grows with the list.

Fixed row height at other viewports (10,000 products; cards taller than their row would overlap):

${table(
  ['viewport', 'cards in DOM', 'cards overflowing their row', 'CLS'],
  results.large.fit.map((check) => [check.viewport, check.cardsInDom, check.overflowingCards, check.cls]),
)}

## Server (autocannon, 10 connections, 5 s each, 127.0.0.1)

${table(
  ['request', 'requests/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx'],
  results.load.map((entry) => [
    entry.name,
    entry.requestsPerSecond,
    entry.latencyP50Ms,
    entry.latencyP99Ms,
    entry.requests,
    entry.errors,
    entry.non2xx,
  ]),
)}

${paymentsSection(results.payments)}
## Search (filterProducts over ${results.search.products} generated products, ${results.search.queries} queries)

${table(
  ['median ms', 'p95 ms', 'max ms', 'median results'],
  [[results.search.medianMs, results.search.p95Ms, results.search.maxMs, results.search.medianHits]],
)}
`;
  writeFileSync(join(root, 'docs/benchmarks.md'), md);
}
