// The test cards of every test-mode payment (README.md 'The two commands'): the embedded server's
// processor and the offline demo's in-memory one answer the same numbers the same way.

export interface TestCardRefusal {
  message: string;
  code: string;
}

/** What test mode does with a card number (digits only): null means the payment goes through. */
export function testCardRefusal(digits: string): TestCardRefusal | null {
  switch (digits) {
    case '4242424242424242':
      return null;
    case '4000000000000002':
      return { message: 'Your card was declined.', code: 'card_declined' };
    case '4000000000009995':
      return { message: 'Your card has insufficient funds.', code: 'insufficient_funds' };
    default:
      return {
        message: 'This card number is not accepted in test mode. Use a test card such as 4242 4242 4242 4242.',
        code: 'card_not_accepted',
      };
  }
}
