import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, offlineChromiumFlags } from '../browser/chromium';
import { longestPageTaskAfterFirstPaint, type TraceEvent } from './page-work';
import { median } from './stats';

export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...offlineChromiumFlags];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Preset = 'mobile' | 'desktop';

export interface LighthouseRun {
  scores: Record<Category, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** the longest task between first paint and interactive (simulated, 0 when none reaches 50 ms) and whose script it ran */
  longestTask: { ms: number; source: string };
  /**
   * the page's own work in its longest task after the first paint: its main thread's CPU time,
   * slowed as the preset slows the CPU (null when the trace has no paint)
   */
  pageTaskMs: number | null;
  /** audits that kept a category below 100, for the report */
  failing: string[];
}

export interface LighthouseSummary extends Omit<LighthouseRun, 'longestTask' | 'pageTaskMs'> {
  runs: number;
  /** the spread of the runs: a score that holds only on a good run is not a score */
  performanceLowest: number | null;
  tbtMsHighest: number;
  /** the longest task of all runs */
  longestTaskHighest: { ms: number; source: string };
  /** the page's own work in the longest of its tasks, of all runs */
  pageTaskMsHighest: number | null;
}

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

/**
 * Runs Lighthouse `runs` times on each URL in one Chromium, and keeps the median of every figure.
 * `prepare` gets the Chromium's debugging port before the first run, e.g. to sign a shopper in:
 * before each run Lighthouse empties the caches but keeps IndexedDB and localStorage (its default
 * clearStorageTypes), where the session lives.
 */
export async function lighthouseMedians(
  urls: string[],
  preset: Preset,
  runs: number,
  progress: (message: string) => void,
  prepare?: (port: number) => Promise<void>,
): Promise<Map<string, LighthouseSummary>> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  const results = new Map<string, LighthouseSummary>();
  try {
    await prepare?.(chrome.port);
    for (const url of urls) {
      const collected: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run++) {
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
        collected.push({
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
          `  lighthouse ${preset} ${new URL(url).pathname} run ${run}/${runs}: ${CATEGORIES.map((c) => scores[c]).join('/')} LCP ${Math.round(numeric('largest-contentful-paint'))} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      const pick = (read: (run: LighthouseRun) => number) => median(collected.map(read));
      results.set(url, {
        runs: collected.length,
        scores: Object.fromEntries(
          CATEGORIES.map((category) => {
            const values = collected.map((run) => run.scores[category]).filter((score): score is number => score !== null);
            return [category, values.length ? median(values) : null];
          }),
        ) as Record<Category, number | null>,
        lcpMs: pick((run) => run.lcpMs),
        tbtMs: pick((run) => run.tbtMs),
        cls: pick((run) => run.cls),
        fcpMs: pick((run) => run.fcpMs),
        failing: [...new Set(collected.flatMap((run) => run.failing))],
        performanceLowest: Math.min(...collected.map((run) => run.scores.performance ?? Number.POSITIVE_INFINITY)),
        tbtMsHighest: Math.max(...collected.map((run) => run.tbtMs)),
        longestTaskHighest: collected.map((run) => run.longestTask).reduce((a, b) => (a.ms >= b.ms ? a : b)),
        pageTaskMsHighest: collected.reduce<number | null>(
          (highest, run) => (run.pageTaskMs === null ? highest : Math.max(highest ?? 0, run.pageTaskMs)),
          null,
        ),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
