import { describe, expect, it } from 'vitest';
import { checkField, firstProblem, passesLuhn } from './card-validation';

const card = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', postcode: '10001' };

describe('demo card checks', () => {
  it('passes the test card and fails a mistyped digit (Luhn)', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(firstProblem(card)).toBeNull();
  });

  it('accepts a postcode as short as the payment server does, and no shorter', () => {
    expect(checkField('postcode', { ...card, postcode: 'E1' }, true)).toBeNull();
    expect(checkField('postcode', { ...card, postcode: '1' }, true)).toBe('Your postal code is incomplete.');
  });
});
