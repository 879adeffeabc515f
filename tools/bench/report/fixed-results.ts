// A bench run's figures, fixed, for the report's tests: the four browse routes at LCP 780 ms and
// performance 100, the signed-in cloud pages as `cloud` says.
import type { CloudResults } from '../cloud-runs';
import type { LighthouseSummary } from '../lighthouse-summary';
import type { BenchResults } from '../results';

export function lighthouseSummary(figures: { performance: number; lowest: number; lcpMs: number }): LighthouseSummary {
  return {
    runs: 5,
    scores: { performance: figures.performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: figures.lcpMs,
    lcpMsLowest: figures.lcpMs - 20,
    lcpMsHighest: figures.lcpMs + 30,
    tbtMs: 0,
    cls: 0,
    fcpMs: 600,
    failing: figures.lowest < 100 ? ['performance: largest-contentful-paint (1.0 s)'] : [],
    performanceLowest: figures.lowest,
    tbtMsHighest: 0,
    longestTaskHighest: { ms: 0, source: '' },
    pageTaskMsHighest: 12,
  };
}

const spread = (median: number) => ({ median, min: median - 10, max: median + 10 });

export function cloudResults(pages: Record<'/Orders' | '/Payment', LighthouseSummary>): CloudResults {
  return {
    date: '2026-11-25T12:00:00.000Z',
    loadAverageAtStart: '0.4 0.5 0.6',
    loadAverageAtEnd: '0.5 0.5 0.6',
    chunks: { auth: ['assets/firebase-ports-1.js'], firestore: ['assets/firestore-orders-1.js'] },
    budgets: { beforeInteraction: 122 * 1024, auth: 27 * 1024, firestore: 115 * 1024 },
    pages: Object.entries(pages).map(([path, lighthouse]) => ({
      path,
      visits: 5,
      js: { rest: 100 * 1024, auth: 25 * 1024, firestore: path === '/Orders' ? 100 * 1024 : 0, files: 12 },
      firstDownload: { beforeInteraction: 118 * 1024, auth: 25 * 1024, firestore: path === '/Orders' ? 100 * 1024 : 0 },
      greetingMs: spread(300),
      ordersMs: path === '/Orders' ? spread(500) : undefined,
      lighthouse,
    })),
    browse: [{ path: '/', firestoreRequested: false, authBytes: 25 * 1024 }],
  };
}

const browse = (lcpMs: number) =>
  Object.fromEntries(
    ['/', '/category/electronics', '/products/1', '/Cart'].map((path) => [
      path,
      lighthouseSummary({ performance: 100, lowest: 100, lcpMs }),
    ]),
  );

export function fixedResults(cloud?: CloudResults): BenchResults {
  const file = { file: 'assets/react-1.js', raw: 200 * 1024, gzip: 60 * 1024, brotli: 55 * 1024 };
  return {
    machine: { date: '2026-11-25T12:10:00.000Z', nproc: 2, cpu: 'test CPU', loadAverageAtStart: '0.4 0.5 0.6' },
    durationSeconds: 600,
    lighthouseRuns: 5,
    lighthouse: { mobile: browse(780), desktop: browse(300) },
    interactions: [{ name: 'Add to cart (product page)', presses: 10, medianMs: 16, p75Ms: 24, maxMs: 32 }],
    bytes: [
      {
        name: 'home',
        path: '/',
        jsTransferred: 110 * 1024,
        jsGzip: 120 * 1024,
        jsRaw: 390 * 1024,
        cssGzip: 6 * 1024,
        jsFiles: 8,
        sdks: [],
        breakdown: [file],
      },
    ],
    homeLoad: { files: 11, brotli: 118 * 1024 },
    sdkFiles: { Firebase: ['assets/firebase-ports-1.js'], Stripe: ['assets/stripe-card-entry-1.js'] },
    hero: {
      images: [{ ...file, file: 'assets/hero-1.svg', raw: 2000, source: 'src/assets/hero/one.svg', format: 'svg' }],
      preload: '/assets/hero-1.svg',
      firstSrc: '/assets/hero-1.svg',
      firstPreloaded: true,
      hasSrcset: false,
    },
    large: { runs: [], fit: [] },
    load: [],
    search: { products: 10_000, queries: 50, medianMs: 3, p95Ms: 6, maxMs: 8, medianHits: 120 },
    payments: {
      date: '2026-11-25T12:05:00.000Z',
      loadAverageAtStart: '0.4 0.5 0.6',
      shoppers: 20,
      seconds: 10,
      setups: [
        {
          name: 'one instance',
          instances: 1,
          checkouts: 900,
          checkoutsPerSecond: 90,
          requestP50Ms: 20,
          requestP99Ms: 60,
          failures: 0,
        },
      ],
    },
    faults: {
      date: '2026-11-25T12:06:00.000Z',
      loadAverageAtStart: '0.4 0.5 0.6',
      shoppers: 20,
      instances: 3,
      faults: [
        {
          fault: 'PostgreSQL stopped',
          seconds: 8,
          requests: 500,
          ok: 0,
          unavailable: 500,
          otherFailures: 0,
          p50Ms: 12,
          p99Ms: 90,
          recoverySeconds: 0.1,
          instancesAlive: 3,
        },
      ],
      allowance: [{ fault: 'Redis stopped', limit: 60, sent: 180, allowed: 60 }],
    },
    cloud,
  };
}
