// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chanceOfRankingHigher, median, percentile } from './stats';

describe("the bench's summaries", () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes the nearest-rank percentile of unsorted values', () => {
    const tenPresses = [80, 16, 32, 48, 16, 64, 32, 112, 40, 24];
    expect(percentile(tenPresses, 75)).toBe(64);
    expect(percentile(tenPresses, 50)).toBe(32);
    expect(percentile(tenPresses, 100)).toBe(112);
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('the chance that a later build ranks higher only by the spread of the runs', () => {
  it('is one split in all when every later run is above every earlier one', () => {
    // 5 of 10 runs can be chosen in 252 ways; only one puts the five highest on one side
    expect(chanceOfRankingHigher([30, 31, 32, 33, 34], [1, 2, 3, 4, 5])).toBeCloseTo(1 / 252, 10);
    expect(chanceOfRankingHigher([3, 4], [1, 2])).toBeCloseTo(1 / 6, 10);
  });

  it('is certain when every later run is below, and even when the runs are alike', () => {
    expect(chanceOfRankingHigher([1, 2, 3, 4, 5], [30, 31, 32, 33, 34])).toBe(1);
    // all tied: every split wins exactly half the pairs
    expect(chanceOfRankingHigher([0, 0, 0], [0, 0, 0])).toBe(1);
  });

  it('is large for interleaved runs whose medians differ', () => {
    // medians 23 and 12 ms, but the runs of both reach from a few ms to about 40
    const later = [23, 10, 28, 1, 35];
    const earlier = [10, 28, 12, 45, 3];
    expect(chanceOfRankingHigher(later, earlier)).toBeGreaterThan(0.4);
    expect(chanceOfRankingHigher(earlier, later)).toBeGreaterThan(0.4);
  });
});
