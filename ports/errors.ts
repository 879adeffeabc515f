// Typed errors every adapter throws, so the domain can map them to the spec's messages.

/** The catalogue has no such product. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/** The catalogue host failed or sent something that is not a catalogue answer. */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';
}

/** The identity provider refused; `code` is the provider's code, e.g. 'auth/invalid-credential'. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The payment was refused or could not be made; `message` is fit to show the shopper. */
export class PaymentError extends Error {
  override readonly name: string = 'PaymentError';
  constructor(
    message: string,
    readonly code: string = 'payment_failed',
  ) {
    super(message);
  }
}

/** The payment server prices the basket differently: `prices` are its current prices of the basket's products. */
export class PricesChangedError extends PaymentError {
  override readonly name = 'PricesChangedError';
  constructor(
    message: string,
    readonly prices: ReadonlyMap<number, number>,
  ) {
    super(message, 'prices_changed');
  }
}

/** The order store failed to read or write. */
export class OrdersError extends Error {
  override readonly name = 'OrdersError';
}
