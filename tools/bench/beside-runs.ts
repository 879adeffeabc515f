// The browse routes beside an earlier build: Lighthouse (mobile) on this build's four browse routes
// and on the same routes of a shop already running at another origin (an earlier commit, started by
// hand as docs/benchmarks.md says), the eight pages taking turns in every round, so both builds
// meet the same moments of the machine. Twice: as Lantern simulates a slow phone (the targets'
// measure), then with the browser itself slowed (what the page's own work costs, without Lantern
// counting the time its tasks waited for a core: docs/bench-notes/lighthouse-method.md).
import { BROWSE_PATHS, lighthouseMedians, type LighthouseOptions } from './lighthouse-runs';
import type { LighthouseSummary } from './lighthouse-summary';

export interface BesidePage {
  path: string;
  now: LighthouseSummary;
  before: LighthouseSummary;
}

export interface BesideResults {
  date: string;
  /** what the earlier build is, as given with --beside-label (a commit), else its origin */
  before: string;
  runs: number;
  pages: BesidePage[];
  /** the same pages with the CPU and network slowed in the browser (absent from results written before 2026-11-28) */
  observed?: BesidePage[];
}

export async function measureBeside(
  origin: string,
  beforeOrigin: string,
  before: string,
  runs: number,
  progress: (message: string) => void,
): Promise<BesideResults> {
  const urls = BROWSE_PATHS.flatMap((path) => [origin + path, beforeOrigin + path]);
  const interleaved = async (options: LighthouseOptions) => {
    const results = await lighthouseMedians(urls, 'mobile', runs, progress, options);
    return BROWSE_PATHS.map((path) => ({
      path,
      now: results.get(origin + path)!,
      before: results.get(beforeOrigin + path)!,
    }));
  };
  progress(`beside ${before}: lighthouse mobile, ${urls.length} pages x ${runs} runs, taking turns`);
  const pages = await interleaved({ throttling: 'simulate' });
  progress(`beside ${before}: the same, slowed in the browser`);
  const observed = await interleaved({ throttling: 'devtools' });
  return { date: new Date().toISOString(), before, runs, pages, observed };
}
