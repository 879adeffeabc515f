// ## Browse routes beside an earlier build, and the target that none got worse.
import type { BesidePage, BesideResults } from '../beside-runs';
import type { LighthouseSummary } from '../lighthouse-summary';
import { chanceOfRankingHigher } from '../stats';
import { table } from './markdown';
import type { Target } from './target';

/** how far a median may move between two builds in one interleaved run and still count as the same */
const NOISE = { share: 0.05, ms: 10 };
/** and how unlikely the runs' ranking must be by their spread alone (a one-sided rank test) */
const SIGNIFICANCE = 0.05;

/**
 * Worse: the median beyond the noise, and the runs ranking above the earlier build's. At a few ms
 * of TBT, one run more or less with a long task moves a median of five by 10-20 ms either way: in
 * the last three bench runs beside the same earlier build the medians alone flagged / and
 * category, then category and product, then /, the last on runs of 1-35 ms against 3-45 ms.
 */
function worse(figure: 'tbtMs' | 'lcpMs', now: LighthouseSummary, before: LighthouseSummary): boolean {
  const beyondNoise = now[figure] > before[figure] + Math.max(before[figure] * NOISE.share, NOISE.ms);
  const [nowRuns, beforeRuns] = [now.perRun?.[figure], before.perRun?.[figure]];
  // results written before the runs were kept are judged by their medians alone
  const ranksHigher = !nowRuns || !beforeRuns || chanceOfRankingHigher(nowRuns, beforeRuns) < SIGNIFICANCE;
  return beyondNoise && ranksHigher;
}
const ms = (value: number) => Math.round(value);

export function besideTarget(beside: BesideResults | undefined): Target {
  const target = `browse routes beside an earlier build, in one interleaved run: no route's median TBT or LCP worse (beyond ${NOISE.share * 100} % or ${NOISE.ms} ms, whichever is more, with the runs ranking above the earlier build's: one-sided rank test, p < ${SIGNIFICANCE})`;
  if (!beside) return { target, reached: false, measured: 'not measured (`npm run bench -- --only beside --beside-origin URL`)' };
  const slipped = beside.pages.flatMap(({ path, now, before }) => [
    ...(worse('tbtMs', now, before) ? [`${path} TBT`] : []),
    ...(worse('lcpMs', now, before) ? [`${path} LCP`] : []),
  ]);
  return {
    target,
    reached: slipped.length === 0,
    measured: `beside ${beside.before}: ${beside.pages
      .map(
        ({ path, now, before }) =>
          `${path} TBT ${ms(now.tbtMs)} (${ms(before.tbtMs)}), LCP ${ms(now.lcpMs)} (${ms(before.lcpMs)}) ms`,
      )
      .join('; ')}`,
    reason: slipped.length === 0 ? undefined : `worse: ${slipped.join(', ')}`,
  };
}

/** The table of one interleaved measurement: each route now and in the earlier build. */
const besideTable = (pages: BesidePage[]) =>
  table(
    ['page', 'TBT ms', 'TBT ms before', 'LCP ms', 'LCP ms before', 'performance', 'performance before'],
    pages.map(({ path, now, before }) => [
      path,
      ms(now.tbtMs),
      ms(before.tbtMs),
      ms(now.lcpMs),
      ms(before.lcpMs),
      now.scores.performance ?? 'n/a',
      before.scores.performance ?? 'n/a',
    ]),
  );

const observedPart = (observed: BesidePage[] | undefined) =>
  observed
    ? `

The same pages, taking turns again, with the browser itself slowing the CPU 4x and the network (Lighthouse's DevTools throttling) instead of Lantern's simulation; the Lighthouse section's note on method says why the bench shows both. Its LCP includes the slowed network's real transfers, so it is not comparable with the table above; the targets read the table above.

${besideTable(observed)}`
    : '';

export const besideSection = (beside: BesideResults | undefined) => `## Browse routes beside an earlier build

${
  beside
    ? `Measured ${beside.date} beside ${beside.before}: mobile Lighthouse, median of ${beside.runs} runs, the eight pages taking turns in every round. To measure it again, start the earlier commit's shop on another port (\`git worktree add /tmp/before <commit>\`, then \`npm ci\`, \`npm run build\` and \`PORT=3400 npm run serve\` there) and run \`npm run bench -- --only beside --beside-origin http://localhost:3400 --beside-label <commit>\`.

${besideTable(beside.pages)}${observedPart(beside.observed)}`
    : 'Not measured in this run (`npm run bench -- --only beside --beside-origin URL`).'
}
`;
