// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summariseRuns, type LighthouseRun } from './lighthouse-summary';

const run = (performance: number, lcpMs: number, longestTaskMs = 0): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  tbtMs: 100 - performance,
  cls: 0,
  fcpMs: 600,
  longestTask: { ms: longestTaskMs, source: longestTaskMs ? 'react-1.js' : '' },
  pageTaskMs: longestTaskMs ? longestTaskMs / 4 : null,
  failing: performance < 100 ? [`performance: largest-contentful-paint (${lcpMs} ms)`] : [],
});

describe("a page's Lighthouse runs, summarised", () => {
  const fiveRuns = [run(100, 780), run(97, 1020, 60), run(100, 760), run(99, 820, 40), run(100, 790)];

  it('keeps the median of every figure and the lowest performance of the runs', () => {
    const summary = summariseRuns(fiveRuns);
    expect(summary).toMatchObject({ runs: 5, lcpMs: 790, tbtMs: 0, performanceLowest: 97 });
    expect(summary.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
  });

  it('keeps the fastest and slowest LCP, the longest task and the audits any run failed', () => {
    const summary = summariseRuns(fiveRuns);
    expect(summary).toMatchObject({ lcpMsLowest: 760, lcpMsHighest: 1020, tbtMsHighest: 3, pageTaskMsHighest: 15 });
    expect(summary.longestTaskHighest).toEqual({ ms: 60, source: 'react-1.js' });
    expect(summary.failing).toEqual([
      'performance: largest-contentful-paint (1020 ms)',
      'performance: largest-contentful-paint (820 ms)',
    ]);
  });
});
