// The browse routes beside an earlier build: Lighthouse (mobile) on this build's four browse routes
// and on the same routes of a shop already running at another origin (an earlier commit, started by
// hand as docs/benchmarks.md says), the eight pages taking turns in every round, so both builds
// meet the same moments of the machine.
import { BROWSE_PATHS, lighthouseMedians } from './lighthouse-runs';
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
}

export async function measureBeside(
  origin: string,
  beforeOrigin: string,
  before: string,
  runs: number,
  progress: (message: string) => void,
): Promise<BesideResults> {
  const urls = BROWSE_PATHS.flatMap((path) => [origin + path, beforeOrigin + path]);
  progress(`beside ${before}: lighthouse mobile, ${urls.length} pages x ${runs} runs, taking turns`);
  const results = await lighthouseMedians(urls, 'mobile', runs, progress);
  return {
    date: new Date().toISOString(),
    before,
    runs,
    pages: BROWSE_PATHS.map((path) => ({
      path,
      now: results.get(origin + path)!,
      before: results.get(beforeOrigin + path)!,
    })),
  };
}
