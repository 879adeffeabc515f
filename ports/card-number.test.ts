import { describe, expect, it } from 'vitest';
import { cardNumberProblem, passesLuhn } from './card-number';

describe('the one card-number rule', () => {
  it('passes the test cards and fails a mistyped digit (Luhn)', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    for (const card of ['4242 4242 4242 4242', '4000-0000-0000-0002', '4000000000009995']) {
      expect(cardNumberProblem(card)).toBeNull();
    }
  });

  it.each([
    ['', 'incomplete'],
    ['4242 4242', 'incomplete'],
    ['4242 4242 4242 424', 'incomplete'],
    ['4242 4242 4242 4241', 'invalid'],
    ['4242 4242 4242 4242 4', 'invalid'],
    ['4242-abcd-4242-4242', 'invalid'],
  ])('finds %j %s', (typed, problem) => {
    expect(cardNumberProblem(typed)).toBe(problem);
  });
});
