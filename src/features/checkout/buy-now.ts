import { parseProductId } from '../../../ports/product-id';

/**
 * ADR-010: Buy Now's checkout holds one product and quantity, named in /Payment's address so that
 * the sign-in redirect and a reload keep it. Without them, /Payment checks out the basket.
 */
export interface BuyNowSearch {
  buy?: number;
  qty?: number;
}

// the product page's Quantity select offers 1 to 10 (ADR-010)
const largestAmount = 10;

const wholeNumberText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/** Only a valid product id and a quantity of 1 to 10 make a Buy Now; anything else is the basket's checkout. */
export function buyNowSearchOf(search: Record<string, unknown>): BuyNowSearch {
  const buy = parseProductId(wholeNumberText(search.buy)) ?? undefined;
  if (buy === undefined) return {};
  const amount = parseProductId(wholeNumberText(search.qty ?? 1));
  return { buy, qty: amount !== null && amount <= largestAmount ? amount : 1 };
}

/** Where sign-in returns to: the same checkout, Buy Now's product and quantity included. */
export function checkoutPathOf({ buy, qty }: BuyNowSearch): string {
  return buy === undefined ? '/Payment' : `/Payment?${new URLSearchParams({ buy: String(buy), qty: String(qty ?? 1) })}`;
}
