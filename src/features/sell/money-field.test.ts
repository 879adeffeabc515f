import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf } from './money-field';

describe('an amount typed in the product editor', () => {
  it('reads dollars as whole cents, as a merchant writes them', () => {
    expect(centsOf('12.99')).toBe(1299);
    expect(centsOf(' $1,250 ')).toBe(125_000);
    expect(centsOf('0.5')).toBe(50);
    expect(centsOf('1,000,000.00')).toBe(100_000_000);
  });

  it('tells nothing typed from what is not an amount', () => {
    expect(centsOf('  ')).toBeNull();
    for (const text of ['12.999', 'ten', '-5', '1.2.3', '12,34']) expect(centsOf(text), text).toBeNaN();
  });

  it('shows cents back as dollars with two decimals', () => {
    expect(dollarsOf(1299)).toBe('12.99');
    expect(dollarsOf(50)).toBe('0.50');
    expect(dollarsOf(null)).toBe('');
  });
});
