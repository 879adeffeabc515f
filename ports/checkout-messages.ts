// Requirements §8 'Checkout': the shopper's words for what can go wrong at checkout. Here in ports/,
// since the checkout use case and the payment adapters say the same things.

export const checkoutMessages = {
  signIn: 'Please sign in to complete your purchase',
  noClientSecret: 'No client secret received from server',
  noPaymentIntent: 'No payment intent received',
  saveFailed: 'Failed to save order. Please try again.',
  fallback: 'An error occurred during payment. Please try again.',
  emptyBasket: 'Your basket is empty. Add something before you pay.',
  processing: 'Your previous payment is still being processed. Please try again in a moment.',
  /** an earlier payment the payment server does not know: it may have been paid, so nothing new is charged */
  unconfirmed:
    'We could not yet confirm an earlier payment of yours with the payment server, so nothing new was charged. It is checked again each time you open the shop; if it went through, its order will appear under Your Orders.',
  /** an order saved while other lines stay in the basket (an earlier payment saved instead of a new one) */
  placedWithLinesLeft: 'Your order has been placed successfully! The items still in your basket have not been paid for yet.',
} as const;

/** ADR-039: what is short at checkout, named, so the shopper knows what to change; nothing was charged. */
export function outOfStockMessage(short: ReadonlyArray<{ title: string; left: number }>): string {
  const named = short.map(({ title, left }) =>
    left === 0 ? `"${title}" is sold out.` : `Only ${left} of "${title}" ${left === 1 ? 'is' : 'are'} left.`,
  );
  return `${named.join(' ')} Please change your basket and try again; nothing was charged.`;
}
