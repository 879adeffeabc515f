import type { BasketLine, Product } from './entities';

// ADR-042: the one rule of a basket line and of a change to a basket, for the shop's pages and its
// server alike. Plain code, no library: the home page's script has no bytes to spare (ADR-025).

/** ADR-020: the most of one product a line holds: Quantity offers up to it, the cart's + stops at it. */
export const maxAmount = 10;
/** The most lines a basket holds: an add of another product past it changes nothing. */
export const maxLines = 100;

/**
 * One thing the shopper did to their basket: `add` or `remove` that many of the product, or `set`
 * its line to that many (0 takes it out). `id` is unique to the change, so that one sent twice (a
 * retry, or two tabs sending what waited) counts once; `line` is the product as the shopper saw it.
 */
export interface BasketChange {
  id: string;
  kind: 'add' | 'remove' | 'set';
  amount: number;
  line: Product;
}

type Check = (value: unknown) => boolean;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Check = (value) => typeof value === 'string';
const price: Check = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const whole =
  (from: number, to: number): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= from && (value as number) <= to;

// The checks and their words apart: the pages check what they read back from storage with the
// checks alone, and only the server, which answers what is wrong, carries the words.

/** The fields of a product on a line, each with its check. */
const PRODUCT: Record<string, Check> = {
  id: whole(1, Number.MAX_SAFE_INTEGER),
  title: text,
  image: text,
  description: text,
  category: text,
  price,
  listPrice: (value) => value === undefined || price(value),
  rating: (value) => isRecord(value) && price(value.rate) && price(value.count),
};
/** The fields of a change, each with its check; `line` is a product's fields. */
const CHANGE: Record<string, (value: unknown, change: Record<string, unknown>) => boolean> = {
  id: (value) => typeof value === 'string' && /^[\w-]{8,64}$/.test(value),
  kind: (value) => value === 'add' || value === 'remove' || value === 'set',
  amount: (value, change) => whole(change.kind === 'set' ? 0 : 1, maxAmount)(value),
  line: (value) => badField(PRODUCT, value) === null,
};
const MUST: Record<string, string> = {
  id: 'a positive whole number',
  title: 'text',
  image: 'text',
  description: 'text',
  category: 'text',
  price: 'a number from 0',
  listPrice: 'a number from 0, when there is one',
  rating: '{"rate","count"}, numbers from 0',
};
const MUST_IN_CHANGE: Record<string, string> = {
  id: 'text of 8 to 64 letters, digits, - or _',
  kind: '"add", "remove" or "set"',
  amount: `a whole number from 1 to ${maxAmount} (from 0 for "set")`,
};

/** The first field of `value` its checks refuse: '' when it is no object at all, null when none. */
function badField(checks: Record<string, (value: unknown, whole: Record<string, unknown>) => boolean>, value: unknown) {
  if (!isRecord(value)) return '';
  return Object.keys(checks).find((field) => !checks[field]!(value[field], value)) ?? null;
}

/** Whether a value is a change to a basket. */
export const isBasketChange = (value: unknown): value is BasketChange => badField(CHANGE, value) === null;

/** What is wrong with a change, in words, or null. */
export function changeProblem(value: unknown): string | null {
  const field = badField(CHANGE, value);
  if (field === null) return null;
  if (field === '') return 'is not an object';
  if (field !== 'line') return `needs its ${field} as ${MUST_IN_CHANGE[field]}`;
  const inLine = badField(PRODUCT, (value as BasketChange).line);
  return inLine === '' ? 'needs its line as an object' : `needs its line's ${inLine} as ${MUST[inLine!]}`;
}

/**
 * The lines after the changes, in order: an add never takes a line past maxAmount (ADR-020), a
 * remove takes a line out at 0 and changes nothing for a product not in the basket, and a basket
 * holds at most maxLines. The server applies changes with it, and the page shows the server's
 * basket with its waiting changes by it.
 */
export function applyBasketChanges(lines: readonly BasketLine[], changes: readonly Omit<BasketChange, 'id'>[]): BasketLine[] {
  let result = [...lines];
  for (const { kind, amount, line } of changes) {
    const held = result.find((each) => each.id === line.id);
    const has = held?.amount ?? 0;
    const next = kind === 'set' ? amount : Math.min(kind === 'add' ? has + amount : has - amount, maxAmount);
    if (!held && (kind === 'remove' || result.length >= maxLines)) continue;
    // a remove keeps the line as it was; an add or a set brings the product as the shopper last saw it
    const kept = next < 1 ? [] : [{ ...(held && kind === 'remove' ? held : line), amount: next }];
    result = held ? result.flatMap((each) => (each === held ? kept : [each])) : [...result, ...kept];
  }
  return result;
}

/** A change id no other change has: 128 random bits, so that two devices never make the same one. */
export const newChangeId = () => `c-${crypto.getRandomValues(new Uint32Array(4)).join('-')}`;
