// Live checks of the test-mode card form, worded as the well-known card widgets word them.
import { CARD_NUMBER_DIGITS, CARD_NUMBER_MESSAGES, cardNumberProblem } from '../../ports/card-number';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postcode: string;
}

export type CardField = keyof CardFields;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Groups of four, as printed on the card. */
export const formatCardNumber = (text: string) =>
  digitsOf(text)
    .slice(0, CARD_NUMBER_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM / YY while typing. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The problem with one field, or null. `final` is true once the shopper has left the field. */
export function checkField(field: CardField, fields: CardFields, final: boolean, now = new Date()): string | null {
  switch (field) {
    case 'number': {
      const problem = cardNumberProblem(fields.number);
      // an unfinished number is said only once the shopper has left the field
      if (problem === 'incomplete' && !final) return null;
      return problem && CARD_NUMBER_MESSAGES[problem];
    }
    case 'expiry': {
      const digits = digitsOf(fields.expiry);
      if (digits.length < 4) return final ? "Your card's expiration date is incomplete." : null;
      const month = Number(digits.slice(0, 2));
      const year = 2000 + Number(digits.slice(2, 4));
      if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
      if (year < now.getFullYear()) return "Your card's expiration year is in the past.";
      if (year === now.getFullYear() && month < now.getMonth() + 1) return "Your card's expiration date is in the past.";
      return null;
    }
    case 'cvc':
      return digitsOf(fields.cvc).length < 3 && final ? "Your card's security code is incomplete." : null;
    // the same shortest postcode the payment server accepts (2 characters)
    case 'postcode':
      return fields.postcode.trim().length < 2 && final ? 'Your postal code is incomplete.' : null;
  }
}

export const cardFieldOrder: CardField[] = ['number', 'expiry', 'cvc', 'postcode'];

/** Every field as it would be judged at payment time. */
export function firstProblem(fields: CardFields, now = new Date()): string | null {
  for (const field of cardFieldOrder) {
    const problem = checkField(field, fields, true, now);
    if (problem) return problem;
  }
  return null;
}
