// ## Sign-in on one instance (ADR-031): sign-ins a second and their latency, and what the password
// hash costs on its own.
import type { HashCost, SignInResults } from '../signin-runs';
import type { SignInLoad } from '../signin-summary';
import { machineWasBusy, ratio, table, times } from './markdown';
import type { Notes } from './notes';

const MIB = 1024 ** 2;

/** 16384 -> '2^14 (16384)' */
const powerOfTwo = (value: number) => (Number.isInteger(Math.log2(value)) ? `2^${Math.log2(value)} (${value})` : String(value));

const parameters = (cost: HashCost) => `N=${powerOfTwo(cost.N)}, r=${cost.r}, p=${cost.p}, ${cost.dkLen}-byte key`;

/** '200: 300, 429: 2' */
const answers = (load: SignInLoad) =>
  Object.entries(load.answers)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;

/**
 * What the figures say: how near the hash's own rate the sign-ins came with every client at once, and
 * whether, one client at a time, a failed sign-in takes as long as one that succeeds.
 */
function findings(signin: SignInResults) {
  const { chosen, owaspMinimum } = signin.hashing;
  const loaded = signin.loads.find((load) => load.kind === 'right password' && load.clients === signin.clients);
  const alone = signin.loads.filter((load) => load.clients === 1);
  const right = alone.find((load) => load.kind === 'right password');
  const failed = alone.filter((load) => load !== right && load.p50Ms > 0);
  const sentences = [];
  if (loaded && loaded.perSecond > 0)
    sentences.push(
      `With ${loaded.clients} clients at once, right-password sign-ins ran at ${loaded.perSecond} a second (the machine's load average ${signin.loadAverageAtStart} as the part started, ${signin.loadAverageAtEnd} as it ended), ${percent(loaded.perSecond, chosen.perSecond)} of the ${chosen.perSecond} hashes a second the bench's own process made ${chosen.atOnce} at once with no server running.`,
    );
  if (right && right.p50Ms > 0 && failed.length > 0)
    sentences.push(
      `One client at a time, the median sign-in took ${right.p50Ms} ms with the right password, ${failed.map((load) => `${load.p50Ms} ms with ${load.kind === 'unknown e-mail' ? 'an unknown e-mail' : `a ${load.kind}`} (${percent(load.p50Ms, right.p50Ms)})`).join(', ')}.`,
    );
  sentences.push(
    `OWASP's minimum would take ${(owaspMinimum.medianMs / chosen.medianMs).toFixed(1)} times as long a hash (${owaspMinimum.medianMs} ms against ${chosen.medianMs} ms) and ${owaspMinimum.memoryBytes / chosen.memoryBytes} times the memory.`,
  );
  const unexpected = signin.loads.filter((load) => load.unexpected > 0);
  if (unexpected.length > 0)
    sentences.push(
      `**Answers other than expected**: ${unexpected.map((load) => `${load.kind}, ${load.clients} client${load.clients === 1 ? '' : 's'}: ${load.unexpected} (${answers(load)})`).join('; ')}.`,
    );
  return sentences.join(' ');
}

/** The loads beside an earlier build, taking turns; or why there are none. */
function besidePart(signin: SignInResults, beside: NonNullable<SignInResults['beside']>) {
  if (!beside.accounts)
    return `Beside ${beside.before} (\`--beside-commit\`): that build has no accounts (it takes the shopper from a header the page sends), so it has no sign-in to compare; the figures above are this checkout's alone.`;
  return `Beside ${beside.before} (\`--beside-commit\`), each load on its instance, then on this checkout's:

${table(
  ['sign-in', 'clients', 'per second', `per second, ${beside.before}`, 'ratio', 'p99 ms', `p99 ms, ${beside.before}`, 'ratio'],
  signin.loads.map((load, index) => {
    const before = beside.loads[index]!;
    return [
      load.kind,
      load.clients,
      load.perSecond,
      before.perSecond,
      times(ratio(load.perSecond, before.perSecond)),
      load.p99Ms,
      before.p99Ms,
      times(ratio(load.p99Ms, before.p99Ms)),
    ];
  }),
)}`;
}

function measuredSection(signin: SignInResults, notes: Notes) {
  const { chosen, owaspMinimum } = signin.hashing;
  const beside = signin.beside ? `\n\n${besidePart(signin, signin.beside)}` : '';
  return `Measured ${signin.date}, load average (1, 5, 15 min) at start ${signin.loadAverageAtStart}, at end ${signin.loadAverageAtEnd}${machineWasBusy(signin.loadAverageAtStart) ? ': other jobs were running on the machine, so times are pessimistic and noisy' : ''}. One instance on the SQL file, ${signin.accounts} accounts; ${signin.clients} clients signing in at once, then one, each one sign-in after another; \`AUTH_RATE_LIMIT=${signin.authRateLimit}\`.

${notes.body('sign-in-method', 2)}

${table(
  ['sign-in', 'clients', 'expected answer', 'seconds', 'requests', 'answers', 'per second', 'p50 ms', 'p99 ms', 'other answers'],
  signin.loads.map((load) => [
    load.kind,
    load.clients,
    load.expected,
    load.seconds,
    load.attempts,
    answers(load),
    load.perSecond,
    load.p50Ms,
    load.p99Ms,
    load.unexpected,
  ]),
)}

The password hash alone, ${signin.hashing.library}'s scrypt with a ${signin.hashing.saltBytes}-byte random salt, timed ${chosen.hashes} times one after another in the bench's process:

${table(
  ['scrypt', 'memory a hash', 'ms a hash, median (min-max)', `hashes a second, ${chosen.atOnce} at once`],
  [
    [
      `${parameters(chosen)}: the library's default, kept`,
      `${chosen.memoryBytes / MIB} MiB`,
      `${chosen.medianMs} (${chosen.minMs}-${chosen.maxMs})`,
      chosen.perSecond,
    ],
    [
      `${parameters(owaspMinimum)}: OWASP's minimum, for comparison`,
      `${owaspMinimum.memoryBytes / MIB} MiB`,
      `${owaspMinimum.medianMs} (${owaspMinimum.minMs}-${owaspMinimum.maxMs})`,
      '-',
    ],
  ],
)}

${findings(signin)}${beside}`;
}

export const signInSection = (signin: SignInResults | undefined, notes: Notes) => `## Sign-in on one instance (ADR-031)

${signin ? measuredSection(signin, notes) : 'Not measured in this run (`npm run bench -- --only signin`).'}
`;
