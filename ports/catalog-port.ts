import type { Product } from './entities';

export interface CatalogPort {
  listProducts(): Promise<Product[]>;
  /** Unknown categories give an empty list. */
  listCategory(category: string): Promise<Product[]>;
  /** Throws NotFoundError for an unknown id. */
  getProduct(id: number): Promise<Product>;
}
