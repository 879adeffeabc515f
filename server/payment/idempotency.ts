import { randomUUID } from 'node:crypto';

/**
 * The key a payment is filed under, for its shopper. A client retrying the same checkout sends the
 * same Idempotency-Key header and gets the same intent, so a retry can never lead to a second charge;
 * without the header a random key keeps two separate purchases of one basket apart. Null: a header
 * that is not a usable key.
 */
export function idempotencyKeyFrom(header: string | undefined): string | null {
  if (header === undefined) return `server-${randomUUID()}`;
  // a key is only safe when it cannot be guessed: ask for a long random one (e.g. a UUID)
  return /^[A-Za-z0-9_-]{16,200}$/.test(header) ? `client-${header}` : null;
}
