import type { BenchResults } from '../results';
import { table } from './markdown';
import type { Notes } from './notes';

export const interactionsSection = (
  results: BenchResults,
  notes: Notes,
) => `## Interactions (Event Timing as INP counts it, CPU slowed 4x, 10 presses each, 1280x800)

${notes.body('interactions-method', 2)}

${table(
  ['interaction', 'presses', 'median ms', 'p75 ms', 'max ms', 'pressed before start', 'effect shown after, median (p75) ms'],
  results.interactions.map((run) => [
    run.name,
    run.presses,
    Math.round(run.medianMs),
    Math.round(run.p75Ms),
    Math.round(run.maxMs),
    run.startup ? `${run.startup.pressedBeforeStart} of ${run.presses}` : '',
    run.startup ? `${Math.round(run.startup.effectMedianMs)} (${Math.round(run.startup.effectP75Ms)})` : '',
  ]),
)}
`;
