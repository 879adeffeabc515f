import type { Product } from './entities';

// The default search of CatalogPort.searchProducts, for hosts without a search endpoint.
// Pure and dependency-free, so every adapter and double can share one behaviour.

export interface SearchOptions {
  /** a category name, or undefined for all */
  category?: string;
  /** at most this many results */
  limit?: number;
}

/** Lower case without accents, so 'Café' finds 'cafe'. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export const searchWords = (query: string) => normaliseText(query).split(/\s+/).filter(Boolean);

/** Each product's searchable text, normalised once per product object rather than once per query. */
const normalised = new WeakMap<Product, { title: string; text: string }>();

function searchableText(product: Product) {
  let known = normalised.get(product);
  if (!known) {
    const title = normaliseText(product.title);
    known = { title, text: `${title} ${normaliseText(product.description)} ${normaliseText(product.category)}` };
    normalised.set(product, known);
  }
  return known;
}

/**
 * Every word must appear in the title, description or category; products whose title holds
 * every word come first, then the rest, each group in catalogue order.
 */
export function filterProducts(products: readonly Product[], query: string, options: SearchOptions = {}): Product[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const inTitle: Product[] = [];
  const elsewhere: Product[] = [];
  for (const product of products) {
    if (options.category && product.category !== options.category) continue;
    const { title, text } = searchableText(product);
    if (words.every((word) => title.includes(word))) inTitle.push(product);
    else if (words.every((word) => text.includes(word))) elsewhere.push(product);
  }
  const ranked = inTitle.concat(elsewhere);
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}
