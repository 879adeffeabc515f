import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, offlineChromiumFlags } from '../browser/chromium';
import { longestPageTaskAfterFirstPaint, type TraceEvent } from './page-work';
import { CATEGORIES, summariseRuns, type Category, type LighthouseRun, type LighthouseSummary } from './lighthouse-summary';

type StorageTypes = NonNullable<Flags['clearStorageTypes']>;

export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...offlineChromiumFlags];

/**
 * What Lighthouse clears before each run (its default, said here because the signed-in runs depend
 * on it): the caches, so every run is a first load, but not IndexedDB or localStorage.
 */
const CLEARED_STORAGE: StorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

export type Preset = 'mobile' | 'desktop';

interface LongTaskItem {
  url?: string;
  startTime: number;
  duration: number;
}

/** Lighthouse lists the tasks of 50 ms or more with their simulated timing and the script they ran. */
function longestTaskBetween(items: LongTaskItem[], from: number, to: number): { ms: number; source: string } {
  const inWindow = items.filter((task) => task.startTime + task.duration > from && task.startTime < to);
  const longest = inWindow.reduce<LongTaskItem | null>((a, b) => (a && a.duration >= b.duration ? a : b), null);
  return longest ? { ms: Math.round(longest.duration), source: sourceName(longest.url) } : { ms: 0, source: '' };
}

/** The page's own CPU time in its longest task after the first paint, slowed as Lighthouse slows the CPU. */
function pageTaskMs(events: TraceEvent[], slowdown: number): number | null {
  const work = longestPageTaskAfterFirstPaint(events);
  return work && Math.round(work.cpuMs * slowdown);
}

/** A script's file name, the page itself, or Lighthouse's word for work it could not attribute. */
const sourceName = (url: string | undefined) => {
  if (!url) return 'unattributed';
  if (!/^https?:/.test(url)) return url;
  const { pathname } = new URL(url);
  return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : `the page ${pathname}`;
};

/** A first visit with only the session cookie: every other kind of storage emptied before each run too. */
const CLEARED_BUT_COOKIES: StorageTypes = [...CLEARED_STORAGE, 'local_storage', 'indexeddb', 'websql'];

export interface LighthouseOptions {
  /**
   * Gets the Chromium's debugging port before the first run, e.g. to sign a shopper in and fill a
   * basket: before each run Lighthouse empties the caches but keeps IndexedDB and localStorage,
   * where the session and the basket live (CLEARED_STORAGE).
   */
  prepare?: (port: number) => Promise<void>;
  /** 'cookies': each run is a first visit of a signed-in shopper, with only the session cookie kept */
  keep?: 'storage' | 'cookies';
  /**
   * 'simulate' (Lighthouse's default): the page loads at full speed and Lantern works out the slow
   * phone's figures from the trace, timing each task by its wall time slowed 4x. 'devtools': the
   * browser itself slows the CPU 4x and the network while the page loads, and the figures are
   * those observed (docs/bench-notes/lighthouse-method.md says why the bench shows both).
   */
  throttling?: 'simulate' | 'devtools';
}

/**
 * Runs Lighthouse `runs` times on each URL in one Chromium, and keeps the median of every figure.
 * The URLs take turns within each round, so a spell of load on the machine falls on all of them
 * alike, which is what makes two builds' pages comparable in one run.
 */
export async function lighthouseMedians(
  urls: string[],
  preset: Preset,
  runs: number,
  progress: (message: string) => void,
  { prepare, keep = 'storage', throttling = 'simulate' }: LighthouseOptions = {},
): Promise<Map<string, LighthouseSummary>> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  const collected = new Map<string, LighthouseRun[]>(urls.map((url) => [url, []]));
  try {
    await prepare?.(chrome.port);
    for (let run = 1; run <= runs; run++) {
      for (const url of urls) {
        const started = Date.now();
        const answer = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            // screenshots feed no score: skipping them keeps a run near 15 s on a small machine
            disableFullPageScreenshot: true,
            skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
            clearStorageTypes: keep === 'cookies' ? CLEARED_BUT_COOKIES : CLEARED_STORAGE,
            throttlingMethod: throttling,
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr, artifacts } = answer;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // a page that sent the browser elsewhere (a signed-out /Orders goes to sign-in) was not measured
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const failing = new Set<string>();
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              failing.add(`${category}: ${ref.id} (${audit.displayValue ?? audit.score})`);
          }
        }
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => {
            const score = lhr.categories[category]?.score;
            return [category, score == null ? null : Math.round(score * 100)];
          }),
        ) as Record<Category, number | null>;
        collected.get(url)!.push({
          scores,
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          fcpMs: numeric('first-contentful-paint'),
          longestTask: longestTaskBetween(
            (lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? [],
            numeric('first-contentful-paint'),
            numeric('interactive'),
          ),
          pageTaskMs: pageTaskMs(
            artifacts.Trace.traceEvents as TraceEvent[],
            lhr.configSettings.throttling.cpuSlowdownMultiplier,
          ),
          failing: [...failing],
        });
        progress(
          `  lighthouse ${preset}${throttling === 'devtools' ? ' (slowed in the browser)' : ''} ${url} run ${run}/${runs}: ${CATEGORIES.map((c) => scores[c]).join('/')} LCP ${Math.round(numeric('largest-contentful-paint'))} ms TBT ${Math.round(numeric('total-blocking-time'))} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return new Map([...collected].map(([url, done]) => [url, summariseRuns(done)]));
}

/** The browse routes the targets name, as a shopper opens them first. */
export const BROWSE_PATHS = ['/', '/category/electronics', '/products/1', '/Cart'];

/** Lighthouse on the browse routes at `origin`, both presets, keyed by preset and path. */
export async function measureBrowseRoutes(
  origin: string,
  runs: number,
  progress: (message: string) => void,
): Promise<Record<Preset, Record<string, LighthouseSummary>>> {
  const out: Record<Preset, Record<string, LighthouseSummary>> = { mobile: {}, desktop: {} };
  for (const preset of ['mobile', 'desktop'] as const) {
    const results = await lighthouseMedians(
      BROWSE_PATHS.map((path) => origin + path),
      preset,
      runs,
      progress,
    );
    for (const path of BROWSE_PATHS) out[preset][path] = results.get(origin + path)!;
  }
  return out;
}
