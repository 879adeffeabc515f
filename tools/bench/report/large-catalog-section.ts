import type { BenchResults } from '../results';
import { table } from './markdown';
import type { Notes } from './notes';

export const largeCatalogSection = (
  { large }: BenchResults,
  notes: Notes,
) => `## Large catalogues (Chromium, 1280x800, /category/electronics; with CATALOGUE_SIZE the server answers with the plain shell)

Scroll: ${large.runs[0]?.scrollSteps ?? 20} steps of 1000 px, two animation frames after each; script and layout time from CDP Performance.getMetrics. ${notes.body('large-catalogs-method', 2)}

${table(
  [
    'CATALOGUE_SIZE',
    'view',
    'products',
    'windowed',
    'first card ms',
    'DOM nodes',
    'DOM nodes after scroll',
    'cards in DOM',
    'scroll script ms',
    'scroll layout+style ms',
    'longest frame ms',
    'CLS',
  ],
  large.runs.map((run) => [
    run.catalogSize,
    run.view,
    run.products,
    run.windowed ? 'yes' : 'no',
    run.firstCardMs,
    run.domNodes,
    run.domNodesAfterScroll,
    run.cardsInDom,
    run.scriptMs,
    run.layoutStyleMs,
    run.longestFrameMs,
    run.cls,
  ]),
)}

Fixed row height at other viewports (10,000 products; cards taller than their row would overlap):

${table(
  ['viewport', 'cards in DOM', 'cards overflowing their row', 'CLS'],
  large.fit.map((check) => [check.viewport, check.cardsInDom, check.overflowingCards, check.cls]),
)}
`;
