import { applyBasketChanges, maxAmount } from '../../ports/basket-change';
import type { BasketLine, Product } from '../../ports/entities';

// Requirements §4 'Basket actions': the pure rules; the store only calls them and persists.

/** ADR-020: the most of one product a line holds, the same everywhere (ports/basket-change.ts). */
export { maxAmount };

/** Whether adding `amount` of the product would take its line past `maxAmount`. */
export function wouldExceedMaximum(basket: BasketLine[], productId: number, amount = 1): boolean {
  const held = basket.find((line) => line.id === productId)?.amount ?? 0;
  return held + amount > maxAmount;
}

/**
 * Add: an existing line rises by 1, otherwise a new line with amount 1. ADR-010: a quantity
 * picked on the product page adds that many at once, as that many presses would. ADR-020: a
 * line never holds more than `maxAmount`.
 */
export function addToBasket(basket: BasketLine[], product: Product, amount = 1): BasketLine[] {
  // requirements §3: an amount is a whole number from 1
  if (!Number.isInteger(amount) || amount < 1) return basket;
  return applyBasketChanges(basket, [{ kind: 'add', amount, line: product }]);
}

/** Remove by id: amount falls by 1; requirements §4: at amount 1 the line is removed. Unknown ids change nothing. */
export function removeFromBasket(basket: BasketLine[], id: number): BasketLine[] {
  const line = basket.find((each) => each.id === id);
  return line ? applyBasketChanges(basket, [{ kind: 'remove', amount: 1, line }]) : basket;
}

/** ADR-010: Delete takes the whole line out in one press. Unknown ids change nothing. */
export function deleteFromBasket(basket: BasketLine[], id: number): BasketLine[] {
  const line = basket.find((each) => each.id === id);
  return line ? applyBasketChanges(basket, [{ kind: 'set', amount: 0, line }]) : basket;
}

/** ADR-001: an anonymous basket joins the stored one at sign-in, amounts adding up. */
export function mergeBaskets(stored: BasketLine[], anonymous: BasketLine[]): BasketLine[] {
  const merged = stored.map((line) => ({ ...line }));
  for (const line of anonymous) {
    const match = merged.find((m) => m.id === line.id);
    // ADR-020: two baskets together still hold at most the maximum of a product
    if (match) match.amount = Math.min(match.amount + line.amount, maxAmount);
    else merged.push({ ...line });
  }
  return merged;
}

/**
 * ADR-004: paid lines leave the basket; whatever was added since the payment stays.
 * Amounts subtract, and a line with nothing left goes.
 */
export function withoutOrdered(basket: BasketLine[], ordered: BasketLine[]): BasketLine[] {
  const paid = new Map<number, number>();
  for (const line of ordered) paid.set(line.id, (paid.get(line.id) ?? 0) + line.amount);
  return basket.flatMap((line) => {
    const left = line.amount - (paid.get(line.id) ?? 0);
    return left > 0 ? [{ ...line, amount: left }] : [];
  });
}

/** The current price (by product id) on each line that has one; other lines stay as they are. */
export function withCurrentPrices(basket: BasketLine[], current: ReadonlyMap<number, number>): BasketLine[] {
  return basket.map((line) => {
    const price = current.get(line.id);
    return price === undefined || price === line.price ? line : { ...line, price };
  });
}

/** Total number of items: the header count. */
export function totalAmount(basket: BasketLine[]): number {
  return basket.reduce((sum, line) => sum + line.amount, 0);
}

/** Integer cents of one price, so that totals never drift (0.1 + 0.2). */
export function toCents(price: number): number {
  return Math.round(price * 100);
}

/** Requirements §7: the sum of price times amount, in integer cents. */
export function basketTotalCents(basket: BasketLine[]): number {
  return basket.reduce((sum, line) => sum + toCents(line.price) * line.amount, 0);
}
