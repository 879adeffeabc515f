// ## Install and start-up beside an earlier build: each build's production install and how long
// its `npm run serve` takes to answer.
import type { BesideServerResults } from '../beside-server-runs';
import type { StartUps } from '../install-runs';
import { INSTALL_MB_CEILING } from './beside-server-targets';
import { ratio, table, times } from './markdown';
import type { Notes } from './notes';

const buildRow = (build: string, installMB: number, startUp: StartUps) => [
  build,
  installMB,
  startUp.medianMs,
  startUp.startsMs.join(', '),
  startUp.path,
];

function measured(beside: BesideServerResults) {
  const { installMB, startUp } = beside;
  return `Measured ${beside.date} beside ${beside.before}, with the server's parts (\`--only beside-server\`).

${table(
  ['build', 'production install MB', 'start-up ms, median', 'each start, ms', 'until 200 from'],
  [buildRow(beside.before, installMB.before, startUp.before), buildRow('this checkout', installMB.now, startUp.now)],
)}

This checkout's production install is ${installMB.now} MB, ${times(ratio(installMB.now, installMB.before))} ${beside.before}'s (target at most ${INSTALL_MB_CEILING} MB: ${installMB.now <= INSTALL_MB_CEILING ? 'holds' : '**does not hold**'}); it answers ${startUp.now.medianMs} ms after \`npm run serve\` starts, ${times(ratio(startUp.now.medianMs, startUp.before.medianMs))} ${beside.before}'s ${startUp.before.medianMs} ms.`;
}

export const installSection = (
  beside: BesideServerResults | undefined,
  notes: Notes,
) => `## Install and start-up beside an earlier build

${notes.body('install-method', 2)}

${beside ? measured(beside) : 'Not measured in these results (`npm run bench -- --only beside-server --beside-commit <commit>`).'}
`;
