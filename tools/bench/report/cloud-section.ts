// ## Signed-in cloud pages: script, times to the greeting and the orders, browse pages signed in.
// Their Lighthouse figures are in the Lighthouse section, beside the browse routes'.
import type { CloudResults } from '../cloud-runs';
import { kb, table } from './markdown';
import type { Notes } from './notes';

const range = (spread: { median: number; min: number; max: number } | undefined) =>
  spread ? `${spread.median} (${spread.min}-${spread.max})` : 'n/a';

function measuredSection(cloud: CloudResults, notes: Notes) {
  return `Measured ${cloud.date}, load average (1, 5, 15 min) at start ${cloud.loadAverageAtStart}, at end ${cloud.loadAverageAtEnd}.

${notes.body('cloud-method', 2)}

${table(
  [
    'page',
    'visits',
    'script KB',
    'Firebase Auth KB',
    'Firestore KB',
    'rest KB',
    'files',
    'greeting ms, median (min-max)',
    'orders ms, median (min-max)',
  ],
  cloud.pages.map((page) => [
    page.path,
    page.visits,
    kb(page.js.rest + page.js.auth + page.js.firestore),
    kb(page.js.auth),
    kb(page.js.firestore),
    kb(page.js.rest),
    page.js.files,
    range(page.greetingMs),
    range(page.ordersMs),
  ]),
)}

Browse pages opened signed in (the header greets the shopper; the orders are not needed):

${table(
  ['page', 'Firestore requested', 'Firebase Auth KB'],
  cloud.browse.map((page) => [page.path, page.firestoreRequested ? '**yes**' : 'no', kb(page.authBytes)]),
)}

Chunks: Firebase Auth ${cloud.chunks.auth.join(', ')}; Firestore ${cloud.chunks.firestore.join(', ')} (loaded on first use of orders, ADR-015).

${notes.body('cloud-observations', 2)}`;
}

export const cloudSection = (cloud: CloudResults | undefined, notes: Notes) => `## Signed-in cloud pages

${cloud ? measuredSection(cloud, notes) : 'Not measured in this run (`npm run bench -- --only cloud`).'}
`;
