// The bench's summaries of repeated measurements, one definition for every table.

/** The middle value; the mean of the two middle ones when the count is even. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Mann-Whitney's U: of all pairs of one value from each side, how many `higher` wins (a tie counts half). */
function pairsWon(higher: number[], lower: number[]): number {
  return higher.reduce((won, a) => won + lower.reduce((sum, b) => sum + (a > b ? 1 : a === b ? 0.5 : 0), 0), 0);
}

/**
 * How likely it is, were both sets of runs drawn from the same build, that `later` would rank at
 * least as far above `earlier` as it does: the one-sided Mann-Whitney test, exact, counting every
 * way the pooled runs could have been split in two of these sizes. Near 1/2 says the runs are
 * mixed, so a difference of their medians is the spread of the runs; a few % says `later` is higher.
 */
export function chanceOfRankingHigher(later: number[], earlier: number[]): number {
  const observed = pairsWon(later, earlier);
  const pooled = [...later, ...earlier];
  let atLeast = 0;
  let splits = 0;
  // every choice of which of the pooled runs (by index) make up the later build's
  const choose = (from: number, picked: number[]) => {
    if (picked.length === later.length) {
      const chosen = picked.map((index) => pooled[index]!);
      const others = pooled.filter((_, index) => !picked.includes(index));
      const won = pairsWon(chosen, others);
      splits += 1;
      // U is a multiple of 1/2: the tolerance only absorbs rounding
      if (won >= observed - 1e-9) atLeast += 1;
      return;
    }
    for (let index = from; index <= pooled.length - (later.length - picked.length); index++)
      choose(index + 1, [...picked, index]);
  };
  choose(0, []);
  return atLeast / splits;
}
