// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cloudResults, fixedResults, lighthouseSummary } from './fixed-results';
import { NOTES_FOLDER, notesFrom, notesIn, type NoteName } from './notes';
import { renderReport } from './write-report';

const root = resolve(import.meta.dirname, '../../..');
const notes = notesIn(root);
const lineStarting = (markdown: string, start: string) => markdown.split('\n').find((line) => line.startsWith(start));

const signedIn = (orders: { performance: number; lowest: number; lcpMs: number }) =>
  cloudResults({
    '/Orders': lighthouseSummary(orders),
    '/Payment': lighthouseSummary({ performance: 100, lowest: 99, lcpMs: 850 }),
  });

describe('the benchmark report', () => {
  it('lists the signed-in cloud pages beside the browse routes in the mobile Lighthouse table', () => {
    const { markdown } = renderReport(fixedResults(signedIn({ performance: 100, lowest: 98, lcpMs: 880 })), notes);
    const mobile = markdown.slice(markdown.indexOf('Mobile ('), markdown.indexOf('Desktop ('));
    expect(lineStarting(mobile, '| /Cart |')).toBe(
      '| /Cart | embedded default | 100 | 100 | 100 | 100 | 100 | 600 | 780 | 760-810 | 0 | 0 | none of 50 | 12 | 0.000 |',
    );
    expect(lineStarting(mobile, '| /Orders |')).toBe(
      '| /Orders | cloud, signed in | 100 | 100 | 100 | 100 | 98 | 600 | 880 | 860-910 | 0 | 0 | none of 50 | 12 | 0.000 |',
    );
    expect(lineStarting(mobile, '| /Payment |')).toContain('| cloud, signed in | 100 |');
  });

  it('holds the browse routes to an LCP of 800 ms and the signed-in pages to 900 ms', () => {
    const { markdown } = renderReport(fixedResults(signedIn({ performance: 100, lowest: 98, lcpMs: 950 })), notes);
    expect(lineStarting(markdown, '| LCP median <= 800 ms on the four browse routes')).toContain(
      '| reached | / 780 ms (760-810); /category/electronics 780 ms (760-810); /products/1 780 ms (760-810); /Cart 780 ms (760-810) |',
    );
    expect(lineStarting(markdown, '| LCP median <= 900 ms on /Orders and /Payment')).toContain(
      '| **not reached** | /Orders 950 ms (930-980); /Payment 850 ms (830-880) | over 900 ms: /Orders |',
    );
  });

  it('holds all six pages to a performance median of 100 and at least 98 in every run', () => {
    const held = renderReport(fixedResults(signedIn({ performance: 100, lowest: 98, lcpMs: 880 })), notes);
    const slipped = renderReport(fixedResults(signedIn({ performance: 100, lowest: 97, lcpMs: 880 })), notes);
    const row = '| mobile performance median 100 and >= 98 in every run';
    expect(lineStarting(held.markdown, row)).toContain('| reached |');
    expect(lineStarting(slipped.markdown, row)).toContain(
      '| **not reached** | / 100 (lowest 100); /category/electronics 100 (lowest 100); /products/1 100 (lowest 100); /Cart 100 (lowest 100); /Orders 100 (lowest 97); /Payment 100 (lowest 99) | audits below 1 in some run: largest-contentful-paint |',
    );
  });

  it('does not count the signed-in targets as reached when the cloud pages were not measured', () => {
    const { markdown } = renderReport(fixedResults(), notes);
    expect(lineStarting(markdown, '| LCP median <= 900 ms')).toContain('| **not reached** | not measured');
    expect(lineStarting(markdown, '| mobile performance median 100')).toContain('/Orders and /Payment not measured');
    expect(markdown).toContain('Not measured in this run (`npm run bench -- --only cloud`).');
    expect(markdown).not.toContain('the greeting and the orders list in the page');
  });

  it(`places every note of ${NOTES_FOLDER}/ in the report`, () => {
    const { markdown } = renderReport(fixedResults(signedIn({ performance: 100, lowest: 100, lcpMs: 800 })), notes);
    const placed = readdirSync(join(root, NOTES_FOLDER)).filter((name) => name.endsWith('.md') && name !== 'README.md');
    for (const name of placed) {
      const text = readFileSync(join(root, NOTES_FOLDER, name), 'utf8');
      // the note's last paragraph, as written
      const lastParagraph = text.trim().split(/\n\n/).pop()!;
      expect(markdown, name).toContain(lastParagraph);
    }
  });

  it('places the LCP findings under their heading when there are any', () => {
    const findings = '# LCP on the browse routes\n\nThe hero image waits for the stylesheet.\n\n## Fonts\n\nNone are loaded.\n';
    const withFindings = notesFrom((name: NoteName) =>
      name === 'lcp-findings' ? findings : readFileSync(join(root, NOTES_FOLDER, `${name}.md`), 'utf8'),
    );
    const results = fixedResults();
    expect(renderReport(results, withFindings).markdown).toContain(
      '### What holds LCP on the browse routes\n\nThe hero image waits for the stylesheet.\n\n#### Fonts\n\nNone are loaded.\n',
    );
    const withoutFindings = notesFrom((name: NoteName) =>
      name === 'lcp-findings' ? undefined : readFileSync(join(root, NOTES_FOLDER, `${name}.md`), 'utf8'),
    );
    expect(renderReport(results, withoutFindings).markdown).not.toContain('What holds LCP');
  });

  it('names the runs its parts come from when there are more than one', () => {
    const results = fixedResults();
    expect(renderReport(results, notes).markdown).not.toContain('Parts from more than one run');
    const earlier = '2026-11-24T12:00:00.000Z';
    results.measured = {
      bytes: earlier,
      search: earlier,
      lighthouse: earlier,
      interactions: earlier,
      server: earlier,
      large: earlier,
      payments: earlier,
      faults: earlier,
      cloud: '2026-11-25T12:00:00.000Z',
    };
    expect(renderReport(results, notes).markdown).toContain(
      'Parts from more than one run (`npm run bench -- --only`): bytes, search, lighthouse, interactions, server, large, payments, faults in the run of 2026-11-24T12:00:00.000Z; cloud in the run of 2026-11-25T12:00:00.000Z.',
    );
  });

  it('refuses to write a report without one of its notes', () => {
    const missing = notesFrom(() => undefined);
    expect(() => renderReport(fixedResults(), missing)).toThrow('docs/bench-notes/lighthouse-method.md is missing');
  });
});
