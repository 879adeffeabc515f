import { CARD_NUMBER_MESSAGES, cardNumberProblem } from '../../ports/card-number';
import { testCardRefusal } from '../../ports/test-cards';
import { PaymentProcessorError, type TestCard } from './processor';

const refuse = (message: string, code: string) => new PaymentProcessorError(400, message, code);

/** Checks the form of the card details (Stripe's wording); throws a 400 refusal. */
export function checkCardDetails(card: TestCard, now: Date): string {
  const problem = cardNumberProblem(card.number);
  if (problem) throw refuse(CARD_NUMBER_MESSAGES[problem], `${problem}_number`);
  const digits = card.number.replace(/[\s-]/g, '');

  const expiry = card.expiry.trim();
  if (expiry === '') throw refuse("Your card's expiration date is incomplete.", 'incomplete_expiry');
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) throw refuse("Your card's expiration date is invalid.", 'invalid_expiry');
  // a card is valid until the end of its expiry month
  const endOfMonth = new Date(2000 + Number(match[2]), month, 1);
  if (endOfMonth <= now) throw refuse("Your card's expiration date is in the past.", 'invalid_expiry_year_past');

  if (card.cvc.trim() === '') throw refuse("Your card's security code is incomplete.", 'incomplete_cvc');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw refuse("Your card's security code is invalid.", 'invalid_cvc');

  const postcode = card.postcode.trim();
  if (postcode === '') throw refuse('Your postal code is incomplete.', 'incomplete_zip');
  if (!/^[A-Za-z0-9 -]{2,10}$/.test(postcode)) throw refuse('Your postal code is invalid.', 'invalid_zip');
  return digits;
}

/** What the test-mode processor does with a well-formed number: null means the payment goes through. */
export function testCardOutcome(digits: string): PaymentProcessorError | null {
  const refusal = testCardRefusal(digits);
  return refusal && new PaymentProcessorError(402, refusal.message, refusal.code);
}
