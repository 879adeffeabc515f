import { describe, expect, it } from 'vitest';
import { checkField, firstProblem } from './card-validation';

const card = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', postcode: '10001' };

describe('test-mode card checks', () => {
  it('passes the test card and fails a mistyped digit (Luhn)', () => {
    expect(firstProblem(card)).toBeNull();
    expect(checkField('number', { ...card, number: '4242 4242 4242 4241' }, false)).toBe('Your card number is invalid.');
  });

  it('says an unfinished number is incomplete only once the shopper has left the field', () => {
    expect(checkField('number', { ...card, number: '4242 4242' }, false)).toBeNull();
    expect(checkField('number', { ...card, number: '4242 4242' }, true)).toBe('Your card number is incomplete.');
  });

  it('accepts a postcode as short as the payment server does, and no shorter', () => {
    expect(checkField('postcode', { ...card, postcode: 'E1' }, true)).toBeNull();
    expect(checkField('postcode', { ...card, postcode: '1' }, true)).toBe('Your postal code is incomplete.');
  });
});
