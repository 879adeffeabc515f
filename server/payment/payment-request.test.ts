// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTotal } from './payment-request';

// The price check of POST /payment/create (requirements §7, ADR-003); its request's shape: api/payment.test.ts.
describe('the price check (ADR-003)', () => {
  it('answers 409 with the shop’s prices-changed message when the total is not what the catalogue charges', () => {
    expect(checkTotal(4549, [{ id: 4, amount: 1 }], new Map([[4, 45.5]]))).toEqual({
      ok: false,
      status: 409,
      error: 'Prices have changed since you filled your basket. Please review your basket and try again.',
    });
  });
});
