// The parts of `npm run bench`. A full run measures them all; `--only` measures some again and
// keeps the others' figures from the last results.

export const BENCH_PARTS = [
  /** script and CSS before interaction, hero images (the build's files) */
  'bytes',
  /** catalogue search over 10,000 products */
  'search',
  /** Lighthouse on the four browse routes, both presets, embedded default */
  'lighthouse',
  /** Lighthouse on the browse routes, mobile, taking turns with an earlier build's (--beside-origin) */
  'beside',
  /** Lighthouse on /Orders, an order's page and /Payment signed in, first and repeat visits, embedded default */
  'signed-in',
  /** Event Timing latency of presses, CPU slowed 4x */
  'interactions',
  /** autocannon against the server */
  'server',
  /** categories of 80, 4,000 and 40,000 products */
  'large',
  /** payment throughput on one and three instances (ADR-018) */
  'payments',
  /** PostgreSQL and Redis failing under three instances (ADR-028) */
  'faults',
  /**
   * sign-in throughput and latency on one instance, and the password hash's cost (ADR-031); with
   * --beside-commit, beside that build's instance when it has accounts
   */
  'signin',
  /** payments taking turns with an earlier build's server, and both builds' production install and start-up (--beside-commit) */
  'beside-server',
  /** /Orders and /Payment signed in, cloud configuration on the emulators */
  'cloud',
  /**
   * the back office over 10,000 products, a product page with an uploaded photo (ADR-048), a price
   * change across three instances and the browse routes they draw for it (ADR-049), taking turns
   * with an earlier build's (--beside-origin) when given
   */
  'sell',
] as const;

export type BenchPart = (typeof BENCH_PARTS)[number];

/** Parts that measure the embedded default's build, and those of them that need its server running. */
export const BUILD_PARTS: readonly BenchPart[] = [
  'bytes',
  'lighthouse',
  'beside',
  'signed-in',
  'interactions',
  'server',
  'large',
  // the start-ups serve the bench's build
  'beside-server',
  'sell',
];
export const SERVER_PARTS: readonly BenchPart[] = ['lighthouse', 'beside', 'signed-in', 'interactions', 'server'];

/** `--only lighthouse,cloud` names parts to measure (in the bench's order); no --only: all of them. */
export function selectParts(only: string | undefined): BenchPart[] {
  if (only === undefined) return [...BENCH_PARTS];
  const named = only.split(',').map((name) => name.trim());
  const unknown = named.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name));
  if (unknown.length > 0 || named.length === 0)
    throw new Error(`--only takes parts of ${BENCH_PARTS.join(', ')}, separated by commas (got ${only})`);
  return BENCH_PARTS.filter((part) => named.includes(part));
}

/**
 * The option a part lacks to be measured, if any: a part beside an earlier build needs that build
 * named, and keeps its last figures without.
 */
export function lackingOption(part: BenchPart, given: { besideOrigin?: string; besideCommit?: string }): string | undefined {
  if (part === 'beside' && given.besideOrigin === undefined) return '--beside-origin';
  if (part === 'beside-server' && given.besideCommit === undefined) return '--beside-commit';
  return undefined;
}
