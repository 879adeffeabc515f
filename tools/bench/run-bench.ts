// `npm run bench`: builds the shop, serves it on a loopback port and measures it (Lighthouse,
// bytes, hero images, large catalogues, server throughput, search, the signed-in cloud pages on the
// Firebase emulators), then writes docs/benchmarks.md and docs/benchmarks.json. Options: --no-build
// (measure the last bench build), --runs=N (Lighthouse runs per page and preset, default 5, as the targets count),
// --report-only (write the docs again from the last results in tools/bench/.results), --only cloud or
// --only payments (measure the cloud pages, or the payment setups, alone; the other figures stay
// those of the last full run).
import autocannon from 'autocannon';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { filterProducts } from '../../ports/catalog-search';
import { largeCatalogEntries } from '../../server/catalog/large-catalog';
import { chromiumPath } from '../browser/chromium';
import { startServerProcess } from '../../server/test-support/server-process';
import { shopBuildSteps } from '../build/shop-build-steps';
import {
  BROWSE_ROUTES,
  bytesBeforeInteraction,
  heroImages,
  sdkChunks,
  sdksIn,
  transferredBytes,
} from '../build-checks/initial-bytes';
import { measureCloudPages } from './cloud-runs';
import { measureInteractions } from './interaction-runs';
import { measurePayments } from './payment-runs';
import { launchChromium, measureLargeCategory, type LargeCategoryRun } from './large-catalog-runs';
import { lighthouseMedians, type LighthouseSummary, type Preset } from './lighthouse-runs';
import { writeReport, type BenchResults } from './report';
import { median, percentile } from './stats';

const root = resolve(import.meta.dirname, '../..');
const buildDir = join(root, 'tools/bench/.build');
const distDir = join(buildDir, 'dist');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : args.find((arg) => arg.startsWith('--only='))?.slice(7);
/** first visits to each signed-in cloud page, for the times to the greeting and the orders */
const CLOUD_VISITS = 5;
const started = performance.now();
const loadAverageAtStart = loadavg()
  .map((load) => load.toFixed(1))
  .join(' ');
const KB = 1024;

const progress = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

function run(command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stderr}`);
}

/**
 * The steps of `npm run build`, into a folder of the bench's own: dist/ is shared with the
 * end-to-end suite, whose server may be serving it while the bench runs.
 */
function build() {
  for (const { what, command } of shopBuildSteps(distDir)) {
    progress(`build: ${what}`);
    const [program, ...programArgs] = command;
    run(program!, programArgs);
  }
}

function machine() {
  const chromium = spawnSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).stdout.trim();
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtEnd: loadavg()
      .map((load) => load.toFixed(1))
      .join(' '),
    loadAverageAtStart,
    node: process.version,
    chromium,
    lighthouse: (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string })
      .version,
    commit: commit ? `${commit} (with uncommitted changes, if any)` : 'unknown',
  };
}

function measureBytes() {
  return Promise.all(
    BROWSE_ROUTES.map(async (route) => {
      const bytes = bytesBeforeInteraction(distDir, route.routeFile);
      return {
        name: route.name,
        path: route.path,
        jsTransferred: await transferredBytes(distDir, bytes.jsFiles),
        jsGzip: bytes.jsGzip,
        jsRaw: bytes.jsRaw,
        cssGzip: bytes.cssGzip,
        jsFiles: bytes.jsFiles.length,
        sdks: sdksIn(distDir, [...bytes.jsFiles, ...bytes.cssFiles]),
        breakdown: bytes.breakdown.slice(0, 8),
      };
    }),
  );
}

function measureHero() {
  const firstHtml = readFileSync(join(distDir, 'prerendered', '%2F.html'), 'utf8');
  const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*href="([^"]+)"/i.exec(firstHtml)?.[1] ?? null;
  const images = heroImages(distDir);
  // the order on screen: the first slide is the one the home page marks fetchpriority="high"
  const firstSlide = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(firstHtml)?.[0] ?? '';
  const firstSrc = /src="([^"]+)"/.exec(firstSlide)?.[1] ?? null;
  const hasSrcset = /srcset=/i.test(firstSlide);
  return { images, preload, firstSrc, firstPreloaded: preload !== null && preload === firstSrc, hasSrcset };
}

async function measureLighthouse(origin: string) {
  const paths = ['/', '/category/electronics', '/products/1', '/Cart'];
  const out: Record<Preset, Record<string, LighthouseSummary>> = { mobile: {}, desktop: {} };
  for (const preset of ['mobile', 'desktop'] as const) {
    const results = await lighthouseMedians(
      paths.map((path) => origin + path),
      preset,
      runs,
      progress,
    );
    for (const path of paths) out[preset][path] = results.get(origin + path)!;
  }
  return out;
}

/** The category as it opens, and sorted and narrowed (ADR-011): the refinement must keep the flat cost. */
const largeCategoryViews = [
  ['catalogue order', ''],
  ['price high to low, 4 stars & up', '?sort=price-desc&minRating=4'],
] as const;

async function measureLargeCatalogs(staticDir: string) {
  const browser = await launchChromium();
  const out: Array<LargeCategoryRun & { catalogSize: number; view: string }> = [];
  const fit: Array<{ viewport: string; overflowingCards: number; cls: number; cardsInDom: number }> = [];
  try {
    for (const catalogSize of [80, 4000, 40000]) {
      const server = await startServerProcess({
        env: {
          STATIC_DIR: staticDir,
          CATALOGUE_SIZE: String(catalogSize),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-ledger-')),
        },
      });
      try {
        // one warm-up visit (server JSON cache, disk cache of the scripts), then the measured one
        await measureLargeCategory(browser, server.origin);
        for (const [view, query] of largeCategoryViews) {
          const measured = await measureLargeCategory(browser, server.origin, undefined, query);
          out.push({ catalogSize, view, ...measured });
          progress(
            `  CATALOGUE_SIZE=${catalogSize}, ${view}: ${measured.products} products, first card ${measured.firstCardMs} ms, ${measured.domNodes} DOM nodes, scroll script ${measured.scriptMs} ms, longest frame ${measured.longestFrameMs} ms`,
          );
        }
        if (catalogSize === 40000) {
          for (const viewport of [
            { width: 360, height: 740 },
            { width: 800, height: 1000 },
            { width: 1500, height: 900 },
          ]) {
            const check = await measureLargeCategory(browser, server.origin, viewport);
            fit.push({
              viewport: `${viewport.width}x${viewport.height}`,
              overflowingCards: check.overflowingCards,
              cls: check.cls,
              cardsInDom: check.cardsInDom,
            });
          }
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return { runs: out, fit };
}

/**
 * GET / as the server answered it before the build made compressed copies: gzip made for every
 * request. Measured on a copy of the build without the copies, so both figures come from one run.
 */
async function measureGzipPerRequest() {
  const copy = mkdtempSync(join(tmpdir(), 'shop-bench-uncompressed-'));
  cpSync(distDir, copy, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const server = await startServerProcess({
    env: { STATIC_DIR: copy, DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-ledger-')) },
  });
  try {
    const result = await autocannon({
      url: `${server.origin}/`,
      headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' },
      connections: 10,
      duration: 5,
    });
    progress(`  GET / (gzip made per request): ${Math.round(result.requests.average)} req/s`);
    return {
      name: 'GET / (gzip made per request: before)',
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    await server.stop();
  }
}

async function measureServer(origin: string) {
  const products = (await (await fetch(`${origin}/products`)).json()) as Array<{ id: number; price: number }>;
  const lines = products.slice(0, 3).map((product, index) => ({ id: product.id, amount: index + 1 }));
  const total = lines.reduce(
    (sum, line) => sum + Math.round(products.find((p) => p.id === line.id)!.price * 100) * line.amount,
    0,
  );
  const body = JSON.stringify({ lines });
  const paymentUrl = `${origin}/payment/create?total=${total}`;
  // a signed-in shopper of the embedded default, as the shop's browser names them
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `Shopper ${Buffer.from(JSON.stringify({ uid: 'bench', email: 'bench@example.com' })).toString('base64url')}`,
  };
  const check = await fetch(paymentUrl, { method: 'POST', headers, body });
  if (!check.ok) throw new Error(`POST /payment/create answered ${check.status}: ${await check.text()}`);
  const page = (encoding: string) => ({ url: `${origin}/`, headers: { Accept: 'text/html', 'Accept-Encoding': encoding } });
  const targets = [
    { name: 'GET / (no compression asked)', options: page('identity') },
    { name: 'GET / (brotli, made at build time)', options: page('br, gzip') },
    { name: 'GET / (gzip, made at build time)', options: page('gzip') },
    { name: 'GET /products', options: { url: `${origin}/products` } },
    // compressed once and kept since 2026-11-24 (server/encoded-body.ts); gzip made per request before
    { name: 'GET /products (gzip asked)', options: { url: `${origin}/products`, headers: { 'Accept-Encoding': 'gzip' } } },
    { name: 'GET /images/products/3.svg', options: { url: `${origin}/images/products/3.svg` } },
    {
      name: `POST /payment/create?total=${total}`,
      options: { url: paymentUrl, method: 'POST' as const, headers, body },
    },
  ];
  const out = [];
  for (const target of targets) {
    const result = await autocannon({ ...target.options, connections: 10, duration: 5 });
    out.push({
      name: target.name,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    progress(
      `  ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }
  return out;
}

function measureSearch() {
  const products = largeCatalogEntries(10_000).map((entry) => entry.product);
  const queries = ['shirt', 'blue', 'ring', 'ssd', 'cotton', 'monitor', 'model 5', 'jacket rain', 'gold', 'bracelet silver'];
  // warm-up: the first calls compile the search code
  for (const query of queries) filterProducts(products, query);
  const times: number[] = [];
  const hits: number[] = [];
  for (let index = 0; index < 50; index++) {
    const query = queries[index % queries.length]!;
    const start = performance.now();
    hits.push(filterProducts(products, query).length);
    times.push(performance.now() - start);
  }
  return {
    products: products.length,
    queries: times.length,
    medianMs: Math.round(median(times) * 100) / 100,
    p95Ms: Math.round(percentile(times, 95) * 100) / 100,
    maxMs: Math.round(Math.max(...times) * 100) / 100,
    medianHits: median(hits),
  };
}

const lastResults = join(root, 'tools/bench/.results/last.json');

function saveAndReport(results: BenchResults) {
  // the raw figures first, so a report can be written again without measuring (--report-only)
  mkdirSync(join(root, 'tools/bench/.results'), { recursive: true });
  writeFileSync(lastResults, JSON.stringify(results));
  writeReport(root, results);
}

/** One part measured anew, the rest as the last full run left them (this checkout's or the committed one). */
async function onlyPart(part: string) {
  const source = existsSync(lastResults) ? lastResults : join(root, 'docs/benchmarks.json');
  const { targets: _targets, ...last } = JSON.parse(readFileSync(source, 'utf8')) as BenchResults & { targets?: unknown };
  if (part === 'cloud') {
    mkdirSync(buildDir, { recursive: true });
    saveAndReport({ ...last, cloud: await measureCloudPages(buildDir, CLOUD_VISITS, runs, progress) });
  } else if (part === 'payments') {
    saveAndReport({ ...last, payments: await measurePayments(progress, loadAverageAtStart) });
  } else {
    throw new Error(`--only takes cloud or payments (got ${part})`);
  }
  progress(`done: the ${part} figures in docs/benchmarks.md and docs/benchmarks.json (other figures from ${source})`);
}

async function main() {
  if (args.includes('--report-only')) {
    writeReport(root, JSON.parse(readFileSync(lastResults, 'utf8')) as BenchResults);
    return progress('docs/benchmarks.md and docs/benchmarks.json written from the last results');
  }
  if (only !== undefined) return onlyPart(only);
  mkdirSync(buildDir, { recursive: true });
  if (args.includes('--no-build') && existsSync(join(distDir, '.vite/manifest.json')))
    progress(`using the existing build in ${distDir}`);
  else build();

  progress('bytes before interaction, hero images');
  const bytes = await measureBytes();
  const sdkFiles = sdkChunks(distDir);
  const hero = measureHero();

  progress('search over 10,000 products');
  const search = measureSearch();

  progress('server: default catalogue, pre-rendered pages');
  // a ledger of its own, and the rate limit lifted: the load comes from one address on purpose
  const server = await startServerProcess({
    env: { STATIC_DIR: distDir, DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-ledger-')), PAYMENT_RATE_LIMIT: '1000000' },
  });
  let lighthouseResults;
  let load;
  let interactions;
  try {
    progress(`lighthouse: 4 pages x 2 presets x ${runs} runs`);
    lighthouseResults = await measureLighthouse(server.origin);
    progress('interactions: 4 presses x 10, CPU slowed 4x');
    const browser = await launchChromium();
    try {
      interactions = await measureInteractions(browser, server.origin);
    } finally {
      await browser.close();
    }
    progress('autocannon: 10 connections, 5 s per endpoint');
    load = await measureServer(server.origin);
  } finally {
    await server.stop();
  }
  load.unshift(await measureGzipPerRequest());

  progress('large catalogues (CATALOGUE_SIZE=80, 4000, 40000) in Chromium');
  const large = await measureLargeCatalogs(distDir);

  const payments = await measurePayments(progress, loadAverageAtStart);
  const cloud = await measureCloudPages(buildDir, CLOUD_VISITS, runs, progress);

  const results: BenchResults = {
    machine: machine(),
    durationSeconds: Math.round((performance.now() - started) / 1000),
    lighthouseRuns: runs,
    lighthouse: lighthouseResults,
    interactions,
    bytes,
    sdkFiles,
    hero,
    large,
    load,
    search,
    payments,
    cloud,
  };
  saveAndReport(results);
  progress(
    `done: docs/benchmarks.md and docs/benchmarks.json (home script ${(bytes[0]!.jsTransferred / KB).toFixed(1)} KB transferred)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
