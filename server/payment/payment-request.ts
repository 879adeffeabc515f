import type { CheckoutLine } from '../../api/payment';

export const PRICES_CHANGED = 'Prices have changed since you filled your basket. Please review your basket and try again.';

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 409; error: string };

const refuse = (error: string, status: 400 | 409 = 400) => ({ ok: false, status, error }) as const;

/**
 * requirements §7 + ADR-003: the client's total must be what the catalogue says the basket costs, every
 * product known; recomputed in whole cents, so float sums cannot drift.
 */
export function checkTotal(total: number, lines: CheckoutLine[], prices: ReadonlyMap<number, number>): Checked<number> {
  const unknown = lines.find((line) => !prices.has(line.id));
  if (unknown) return refuse(`Product ${unknown.id} is not in the catalogue. Please review your basket.`);
  const cents = lines.reduce((sum, line) => sum + Math.round(prices.get(line.id)! * 100) * line.amount, 0);
  return cents === total ? { ok: true, value: total } : refuse(PRICES_CHANGED, 409);
}
