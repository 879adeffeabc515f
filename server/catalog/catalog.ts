import type { Product } from '../../ports/entities';
import type { ProductArt } from '../images/product-art';

/** A product as served, plus how its picture is drawn. */
export interface CatalogEntry {
  product: Product;
  art: ProductArt;
}

export interface Catalog {
  all(): Product[];
  byCategory(category: string): Product[];
  /** every category name once, in the order the catalogue first lists it */
  categories(): string[];
  byId(id: number): Product | undefined;
  artOf(id: number): { title: string; art: ProductArt } | undefined;
  /** how many times the catalogue changed since it was first kept (ADR-046); absent: it never changes */
  version?(): number;
}

export function createCatalog(entries: CatalogEntry[]): Catalog {
  const products = entries.map((entry) => entry.product);
  const byId = new Map(entries.map((entry) => [entry.product.id, entry]));
  const byCategory = new Map<string, Product[]>();
  for (const product of products) {
    const list = byCategory.get(product.category) ?? [];
    list.push(product);
    byCategory.set(product.category, list);
  }
  return {
    all: () => products,
    byCategory: (category) => byCategory.get(category) ?? [],
    categories: () => [...byCategory.keys()],
    byId: (id) => byId.get(id)?.product,
    artOf: (id) => {
      const entry = byId.get(id);
      return entry && { title: entry.product.title, art: entry.art };
    },
  };
}
