// The one card-number rule of the shop (issue of one rule in one place): the test-mode card form of
// the embedded default and the offline demo, and the server's test-mode processor, read a number
// the same way. Stripe's card element applies Stripe's own.

/** Every test card is 16 digits; the form takes no more. */
export const CARD_NUMBER_DIGITS = 16;

export const CARD_NUMBER_MESSAGES = {
  incomplete: 'Your card number is incomplete.',
  invalid: 'Your card number is invalid.',
} as const;

export type CardNumberProblem = keyof typeof CARD_NUMBER_MESSAGES;

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

/** What is wrong with a card number as typed (spaces and dashes allowed between digits), or null. */
export function cardNumberProblem(typed: string): CardNumberProblem | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return 'invalid';
  if (digits.length < CARD_NUMBER_DIGITS) return 'incomplete';
  if (digits.length > CARD_NUMBER_DIGITS || !passesLuhn(digits)) return 'invalid';
  return null;
}
