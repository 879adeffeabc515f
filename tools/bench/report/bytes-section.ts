// ## JavaScript and CSS before interaction, with the observations of the traces and the byte wins.
import type { BenchResults } from '../results';
import { kb, table } from './markdown';
import type { Notes } from './notes';

export function bytesSection(results: BenchResults, notes: Notes) {
  const home = results.bytes.find((route) => route.name === 'home')!;
  return `## JavaScript and CSS before interaction

${notes.body('bytes-method', 2)}

${table(
  ['route', 'JS transferred KB', 'JS gzip KB', 'JS raw KB', 'CSS gzip KB', 'JS files', 'Firebase / Stripe code'],
  results.bytes.map((route) => [
    route.path,
    kb(route.jsTransferred),
    kb(route.jsGzip),
    kb(route.jsRaw),
    kb(route.cssGzip),
    route.jsFiles,
    route.sdks.length ? route.sdks.join(', ') : 'none',
  ]),
)}

Largest files of the home route:

${table(
  ['file', 'gzip KB', 'raw KB'],
  home.breakdown.map((file) => [file.file, kb(file.gzip), kb(file.raw)]),
)}

On-demand chunks holding the SDKs: ${Object.entries(results.sdkFiles)
    .map(([name, files]) => `${name}: ${files.join(', ') || 'none'}`)
    .join('; ')}.

${notes.section('lighthouse-observations', 3)}

${notes.section('byte-wins', 3)}
`;
}
