import { createHash, randomUUID } from 'node:crypto';
import type { Line } from './payment-request';

/**
 * The key under which an intent is created. A client retrying the same checkout sends the same
 * Idempotency-Key header and gets the same intent, so a retry can never lead to a second charge;
 * without the header a random nonce keeps two separate purchases of one basket apart.
 */
export function idempotencyKeyFor(header: string | undefined, total: number, lines: Line[]): string | null {
  if (header !== undefined) {
    // a key is only safe when it cannot be guessed: ask for a long random one (e.g. a UUID)
    return /^[A-Za-z0-9_-]{16,200}$/.test(header) ? `client-${header}` : null;
  }
  const basket = JSON.stringify({ total, lines });
  return `server-${createHash('sha256').update(basket).update(randomUUID()).digest('hex')}`;
}
