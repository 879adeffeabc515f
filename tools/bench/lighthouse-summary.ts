// Lighthouse's figures of one run, and the summary of a page's runs the report reads.
import { median } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

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
  /** the fastest and slowest LCP of the runs (absent from results written before 2026-11-25) */
  lcpMsLowest?: number;
  lcpMsHighest?: number;
  tbtMsHighest: number;
  /** each run's TBT and LCP, for comparing two builds' runs (absent from results written before 2026-11-28) */
  perRun?: { tbtMs: number[]; lcpMs: number[] };
  /** the longest task of all runs */
  longestTaskHighest: { ms: number; source: string };
  /** the page's own work in the longest of its tasks, of all runs */
  pageTaskMsHighest: number | null;
}

/** The median of every figure over a page's runs, with the spread the targets read (lowest score, LCP range). */
export function summariseRuns(collected: LighthouseRun[]): LighthouseSummary {
  const pick = (read: (run: LighthouseRun) => number) => median(collected.map(read));
  return {
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
    lcpMsLowest: Math.min(...collected.map((run) => run.lcpMs)),
    lcpMsHighest: Math.max(...collected.map((run) => run.lcpMs)),
    tbtMsHighest: Math.max(...collected.map((run) => run.tbtMs)),
    perRun: { tbtMs: collected.map((run) => run.tbtMs), lcpMs: collected.map((run) => run.lcpMs) },
    longestTaskHighest: collected.map((run) => run.longestTask).reduce((a, b) => (a.ms >= b.ms ? a : b)),
    pageTaskMsHighest: collected.reduce<number | null>(
      (highest, run) => (run.pageTaskMs === null ? highest : Math.max(highest ?? 0, run.pageTaskMs)),
      null,
    ),
  };
}
