/** $1,000,000: anything above is a mistake or an attack, not a basket. */
export const MAX_TOTAL_CENTS = 100_000_000;
/** ADR-009: each product is looked up upstream, so a basket's size is bounded */
export const MAX_LINES = 100;
const MAX_AMOUNT = 10_000;

export const PRICES_CHANGED = 'Prices have changed since you filled your basket. Please review your basket and try again.';

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 409; error: string };

const refuse = (error: string, status: 400 | 409 = 400) => ({ ok: false, status, error }) as const;

/** The `total` query parameter: whole cents, above zero, below the maximum. */
export function parseTotal(raw: string | undefined): Checked<number> {
  if (raw === undefined || raw === '') return refuse('The total (in cents) is missing: POST /payment/create?total={cents}.');
  if (!/^\d{1,12}$/.test(raw) || Number(raw) <= 0) {
    return refuse('The total must be a positive whole number of cents.');
  }
  const total = Number(raw);
  if (total > MAX_TOTAL_CENTS) return refuse(`The total must not exceed ${MAX_TOTAL_CENTS} cents.`);
  return { ok: true, value: total };
}

export interface Line {
  id: number;
  amount: number;
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** The body {lines:[{id, amount}]}: every amount a whole number from 1. */
export function parseLines(body: unknown): Checked<Line[]> {
  // anything but an object with a `lines` list (null, text, a number, a list) has no lines here
  const lines = (body as { lines?: unknown } | null | undefined)?.lines;
  if (!Array.isArray(lines) || lines.length === 0) {
    return refuse('The request body must list the basket lines: {"lines":[{"id":1,"amount":2}]}.');
  }
  if (lines.length > MAX_LINES) return refuse(`A basket can have at most ${MAX_LINES} different products.`);
  const parsed: Line[] = [];
  for (const line of lines as unknown[]) {
    const { id, amount } = (line ?? {}) as { id?: unknown; amount?: unknown };
    if (!isWhole(id, Number.MAX_SAFE_INTEGER)) return refuse('Each basket line needs a product id (a positive whole number).');
    if (!isWhole(amount, MAX_AMOUNT)) {
      return refuse(`Each basket line needs an amount: a whole number from 1 to ${MAX_AMOUNT}.`);
    }
    parsed.push({ id, amount });
  }
  return { ok: true, value: parsed };
}

/**
 * requirements §7 + ADR-003: the client's total must be what the catalogue says the basket costs, every
 * product known; recomputed in whole cents, so float sums cannot drift.
 */
export function checkTotal(total: number, lines: Line[], prices: ReadonlyMap<number, number>): Checked<number> {
  const unknown = lines.find((line) => !prices.has(line.id));
  if (unknown) return refuse(`Product ${unknown.id} is not in the catalogue. Please review your basket.`);
  const cents = lines.reduce((sum, line) => sum + Math.round(prices.get(line.id)! * 100) * line.amount, 0);
  return cents === total ? { ok: true, value: total } : refuse(PRICES_CHANGED, 409);
}
