// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

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
