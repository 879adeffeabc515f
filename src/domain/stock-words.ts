// ADR-039: what a shopper is told of a product's stock. `left` is undefined for a product the shop
// does not count (it sells without limit) or whose stock is not known yet.

/** at most this many left, the page says how many */
export const FEW_LEFT = 5;

/** The product page's words: "In Stock", how many are left when few are, or that none are. */
export function stockLine(left: number | undefined): string {
  if (left === undefined || left > FEW_LEFT) return 'In Stock';
  if (left === 0) return 'Currently unavailable.';
  return `Only ${left} left in stock - order soon.`;
}

/** A grid card's brief word on stock, or nothing when there is plenty. */
export function stockNote(left: number | undefined): string | null {
  if (left === undefined || left > FEW_LEFT) return null;
  return left === 0 ? 'Currently unavailable' : `Only ${left} left`;
}

/** Why an add is refused: it would take the basket past what is left (`inBasket` already there). */
export function addRefusal(left: number, inBasket: number): string {
  if (left === 0) return 'This item is currently unavailable.';
  const there = inBasket === 0 ? '' : `, and ${inBasket === 1 ? '1 is' : `${inBasket} are`} in your basket already`;
  return `Only ${left} left in stock${there}.`;
}

/** A basket line above what is left (the stock fell since it was added): checkout waits until it is changed. */
export function lineOverStock(left: number): string {
  return left === 0
    ? 'This item is currently unavailable. Please remove it to check out.'
    : `Only ${left} left in stock. Please lower the quantity to check out.`;
}
