// The options of `npm run bench`, read from its arguments (run-bench.ts's header says what each does).

export interface BenchOptions {
  /** the parts to measure again, as given (bench-parts.ts reads it) */
  only?: string;
  /** Lighthouse runs per page and preset */
  runs: number;
  /** an earlier build's shop, already running, for the part 'beside' */
  besideOrigin?: string;
  besideLabel?: string;
  /** an earlier commit, cloned and run beside this checkout for the server's parts */
  besideCommit?: string;
  /** how long every timed load of the server's parts lasts instead of its own length, for a quick check */
  seconds?: number;
  noBuild: boolean;
  reportOnly: boolean;
}

const LIGHTHOUSE_RUNS = 5;

function positive(name: string, text: string | undefined, whole: boolean): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!(value > 0) || (whole && !Number.isInteger(value)))
    throw new Error(`${name} takes a ${whole ? 'whole ' : ''}number above 0 (got ${text})`);
  return value;
}

export function benchOptions(args: string[]): BenchOptions {
  /** the value of `--name value` or `--name=value`; a value starting with -- is the next option, not a value */
  const option = (name: string) => {
    const joined = args.find((arg) => arg.startsWith(`${name}=`));
    if (joined !== undefined) return joined.slice(name.length + 1);
    if (!args.includes(name)) return undefined;
    const value = args[args.indexOf(name) + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    return value;
  };
  return {
    only: option('--only'),
    runs: positive('--runs', option('--runs'), true) ?? LIGHTHOUSE_RUNS,
    besideOrigin: option('--beside-origin'),
    besideLabel: option('--beside-label'),
    besideCommit: option('--beside-commit'),
    seconds: positive('--seconds', option('--seconds'), false),
    noBuild: args.includes('--no-build'),
    reportOnly: args.includes('--report-only'),
  };
}
