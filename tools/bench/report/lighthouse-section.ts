// ## Lighthouse: the mobile table (browse routes and the signed-in cloud pages), the desktop table,
// the audits below 1, and what holds LCP on the browse routes.
import { CATEGORIES } from '../lighthouse-summary';
import type { BenchResults } from '../results';
import { auditIds, table } from './markdown';
import { browsePages, cloudPages, signedInPages, type MeasuredPage } from './measured-pages';
import type { Notes } from './notes';

/** '901-990', or n/a for runs recorded before the spread was kept */
const lcpSpread = (lowest: number | undefined, highest: number | undefined) =>
  lowest === undefined || highest === undefined ? 'n/a' : `${Math.round(lowest)}-${Math.round(highest)}`;

function lighthouseTable(pages: MeasuredPage[]) {
  return table(
    [
      'page',
      'configuration',
      ...CATEGORIES,
      'lowest performance',
      'FCP ms',
      'LCP ms',
      'LCP ms, fastest-slowest run',
      'TBT ms',
      'highest TBT ms',
      'longest task ms (its script)',
      "the page's own work in its longest task ms",
      'CLS',
    ],
    pages.map(({ path, configuration, summary }) => [
      path,
      configuration,
      ...CATEGORIES.map((category) => summary.scores[category] ?? 'n/a'),
      summary.performanceLowest ?? 'n/a',
      Math.round(summary.fcpMs),
      Math.round(summary.lcpMs),
      lcpSpread(summary.lcpMsLowest, summary.lcpMsHighest),
      Math.round(summary.tbtMs),
      Math.round(summary.tbtMsHighest),
      summary.longestTaskHighest.ms ? `${summary.longestTaskHighest.ms} (${summary.longestTaskHighest.source})` : 'none of 50',
      summary.pageTaskMsHighest ?? 'n/a',
      summary.cls.toFixed(3),
    ]),
  );
}

export function lighthouseSection(results: BenchResults, notes: Notes) {
  const mobile = [...browsePages(results, 'mobile'), ...signedInPages(results), ...cloudPages(results)];
  const desktop = browsePages(results, 'desktop');
  const below = [
    ...mobile.map((page) => ({ ...page, preset: 'mobile' })),
    ...desktop.map((page) => ({ ...page, preset: 'desktop' })),
  ]
    .filter(({ summary }) => summary.failing.length > 0)
    .map(
      ({ preset, path, configuration, summary }) =>
        `- ${preset} ${path} (${configuration}): ${auditIds(summary.failing).join(', ')}`,
    );
  const lcpFindings = notes.bodyIfPresent('lcp-findings', 3);
  return `## Lighthouse (median of ${results.lighthouseRuns} runs, loopback)

${notes.body('lighthouse-method', 2)}

Mobile (default preset: simulated slow 4G, 4x CPU slowdown)${signedInPages(results).length === 0 ? '; the embedded default signed in not measured (`npm run bench -- --only signed-in`)' : ''}${cloudPages(results).length === 0 ? '; /Orders and /Payment in the cloud not measured (`npm run bench -- --only cloud`)' : ''}:

${lighthouseTable(mobile)}

Desktop (lighthouse/core/config/desktop-config.js):

${lighthouseTable(desktop)}

${below.length ? `Audits below 1 in at least one run:\n\n${below.join('\n')}` : 'Every weighted audit passed.'}
${lcpFindings === undefined ? '' : `\n### What holds LCP on the browse routes\n\n${lcpFindings}\n`}`;
}
