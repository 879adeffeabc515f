// Live checks of the demo card form, worded as the well-known card widgets word them.

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postcode: string;
}

export type CardField = keyof CardFields;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Luhn checksum: catches a mistyped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Groups of four, as printed on the card. */
export const formatCardNumber = (text: string) =>
  digitsOf(text)
    .slice(0, 16)
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
      const digits = digitsOf(fields.number);
      if (digits.length < 16) return final ? 'Your card number is incomplete.' : null;
      return passesLuhn(digits) ? null : 'Your card number is invalid.';
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
