import type { SearchOptions } from './catalog-search';
import type { Product } from './entities';

export interface CatalogPort {
  listProducts(): Promise<Product[]>;
  /** Unknown categories give an empty list. */
  listCategory(category: string): Promise<Product[]>;
  /** Throws NotFoundError for an unknown id. */
  getProduct(id: number): Promise<Product>;
  /** Every word in title, description or category; title matches first. A blank query gives []. */
  searchProducts(query: string, options?: SearchOptions): Promise<Product[]>;
}
