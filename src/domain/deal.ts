import type { Product } from '../../ports/entities';

/** What a product on a deal saves: from its list price to the price paid (ADR-022). */
export interface Deal {
  listPrice: number;
  savingCents: number;
  /** the saving as a whole percentage of the list price */
  percent: number;
}

const centsOf = (dollars: number) => Math.round(dollars * 100);

/** The product's deal, or null when it has no list price above its price. */
export function dealOf(product: Pick<Product, 'price' | 'listPrice'>): Deal | null {
  if (product.listPrice === undefined) return null;
  const listCents = centsOf(product.listPrice);
  const savingCents = listCents - centsOf(product.price);
  if (savingCents <= 0) return null;
  return { listPrice: product.listPrice, savingCents, percent: Math.round((savingCents / listCents) * 100) };
}
