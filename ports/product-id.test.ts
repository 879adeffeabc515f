import { describe, expect, it } from 'vitest';
import { parseProductId } from './product-id';

describe('product ids in paths (one rule for the pages and the server)', () => {
  it('accepts a positive whole number written plainly', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('20')).toBe(20);
    expect(parseProductId('999999999999999')).toBe(999_999_999_999_999);
  });

  it.each(['abc', '', '0', '007', '1.5', '-1', '1e3', '0x10', ' 1', '1 ', '9'.repeat(16)])('refuses %j', (raw) => {
    expect(parseProductId(raw)).toBeNull();
  });
});
