import type { BasketLine, Order, Product, User } from '../../ports/entities';

/**
 * What the server drew a signed-in page with (ADR-036), handed to the app in the page's query
 * cache: the app's first frame is drawn from the same, so it takes the page over as it is, and
 * nothing is asked for again before the page is on screen.
 */
export interface SignedInPageData {
  user: User;
  /** the basket the server keeps for the shopper (the header's count) */
  basket: BasketLine[];
  /** the version the server keeps `basket` at: the browser syncs from it without reading it again */
  basketVersion?: number;
  /** the shopper's orders, newest first, on the orders pages */
  orders?: Order[];
  /** Buy Now's product on /Payment?buy=…, as the catalogue has it; absent when it has none */
  buyNow?: Product;
}

export const signedInPageKey = ['signed-in-page'] as const;
