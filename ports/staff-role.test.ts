import { describe, expect, it } from 'vitest';
import { mayDo, mayGrant } from './staff-role';

describe('staff roles', () => {
  it('lets an owner do everything and staff everything but managing staff and refunding', () => {
    expect(mayDo('owner', 'staff')).toBe(true);
    expect(mayDo('owner', 'refunds')).toBe(true);
    expect(mayDo('staff', 'staff')).toBe(false);
    expect(mayDo('staff', 'refunds')).toBe(false);
    for (const right of ['catalogue', 'stock', 'orders', 'activity'] as const) expect(mayDo('staff', right)).toBe(true);
  });

  it('never lets a role grant one above its own', () => {
    expect(mayGrant('owner', 'owner')).toBe(true);
    expect(mayGrant('owner', 'staff')).toBe(true);
    expect(mayGrant('staff', 'staff')).toBe(true);
    expect(mayGrant('staff', 'owner')).toBe(false);
  });
});
