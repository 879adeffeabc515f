import { describe, expect, it } from 'vitest';
import { roundRating } from './StarRating';

describe('roundRating', () => {
  it('keeps 0.1 precision within 0 to 5', () => {
    expect(roundRating(3.94)).toBe(3.9);
    expect(roundRating(3.96)).toBe(4);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});
