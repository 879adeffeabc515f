import type { StaffUser } from './staff-role';

/**
 * The catalogue as the back office edits it (ADR-046): products with prices in cents, photos,
 * published or hidden, and their categories. Every change is recorded in the activity record in
 * the same step, by whoever keeps the catalogue.
 */

/** What the merchant writes of a product. */
export interface ProductDraft {
  title: string;
  description: string;
  /** a category's id */
  categoryId: number;
  priceCents: number;
  /** the price before a deal: above the price, or null for none */
  listPriceCents: number | null;
  /** the photos' addresses as their upload answered them (their widest WebP), the first being the product's picture */
  photos: string[];
  /** shown to shoppers and sold; hidden otherwise */
  published: boolean;
}

export interface KeptProduct extends ProductDraft {
  id: number;
  category: string;
  rating: { rate: number; count: number };
  /** ISO 8601 */
  updated: string;
}

export interface Category {
  id: number;
  name: string;
  /** how many products it holds, hidden ones too */
  products: number;
}

export interface ProductQuery {
  /** words of the title or the description, or a product's number */
  search?: string;
  categoryId?: number;
  published?: boolean;
  /** only these products (an empty list: none) */
  within?: readonly number[];
  /** none of these products */
  outside?: readonly number[];
  /** how many to skip and to give: the list is in ascending id */
  offset: number;
  limit: number;
}

/** The limits of a product the back office accepts (requirements of issue 54, docs/api.md). */
export const PRODUCT_LIMITS = {
  titleLength: { min: 1, max: 200 },
  descriptionLength: 5_000,
  /** $0.01 to $1,000,000 */
  priceCents: { min: 1, max: 100_000_000 },
  categoryNameLength: { min: 1, max: 60 },
  photos: 10,
} as const;

/** A change the catalogue refuses: `field` names what to correct, `message` says how. */
export class CatalogChangeRefused extends Error {
  override readonly name = 'CatalogChangeRefused';
  constructor(
    readonly field: string,
    message: string,
    /** 404: no such product or category; 409: the change clashes with what is kept */
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

/** The rules every keeper of the catalogue applies before writing: a refusal names the first field at fault. */
export function checkDraft(draft: ProductDraft): void {
  const title = draft.title.trim();
  if (title.length < PRODUCT_LIMITS.titleLength.min || title.length > PRODUCT_LIMITS.titleLength.max)
    throw new CatalogChangeRefused('title', 'Title must be 1 to 200 characters.');
  if (draft.description.length > PRODUCT_LIMITS.descriptionLength)
    throw new CatalogChangeRefused('description', 'Description must be at most 5,000 characters.');
  const inRange = (cents: number) =>
    Number.isInteger(cents) && cents >= PRODUCT_LIMITS.priceCents.min && cents <= PRODUCT_LIMITS.priceCents.max;
  if (!inRange(draft.priceCents)) throw new CatalogChangeRefused('price', 'Price must be from $0.01 to $1,000,000.');
  if (draft.listPriceCents !== null && (!inRange(draft.listPriceCents) || draft.listPriceCents <= draft.priceCents))
    throw new CatalogChangeRefused('listPrice', 'List price must be above the price, up to $1,000,000, or left empty.');
  if (draft.photos.length > PRODUCT_LIMITS.photos) throw new CatalogChangeRefused('photos', 'A product has at most 10 photos.');
}

export function checkCategoryName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < PRODUCT_LIMITS.categoryNameLength.min || trimmed.length > PRODUCT_LIMITS.categoryNameLength.max)
    throw new CatalogChangeRefused('name', 'A category name must be 1 to 60 characters.');
  return trimmed;
}

/** What the merchant wrote of a kept product, as the activity record keeps it: not the bookkeeping. */
export function draftOf(kept: KeptProduct): ProductDraft {
  const { id, category, rating, updated, ...draft } = kept;
  return draft;
}

/** The word the activity record gives a product's change. */
export function changeOf(before: KeptProduct, after: KeptProduct): string {
  if (before.published !== after.published) return after.published ? 'published' : 'hidden';
  if (before.priceCents !== after.priceCents || before.listPriceCents !== after.listPriceCents) return 'price changed';
  return 'edited';
}

export interface CatalogAdminPort {
  listProducts(query: ProductQuery): Promise<{ products: KeptProduct[]; total: number }>;
  /** null for an unknown id */
  product(id: number): Promise<KeptProduct | null>;
  /** Throws CatalogChangeRefused for a draft the rules refuse or an unknown category. */
  createProduct(draft: ProductDraft, by: StaffUser): Promise<KeptProduct>;
  /** The fields given change, the others stay. Throws CatalogChangeRefused (404 for an unknown id). */
  updateProduct(id: number, changes: Partial<ProductDraft>, by: StaffUser): Promise<KeptProduct>;
  categories(): Promise<Category[]>;
  /** Throws CatalogChangeRefused (409) when the name is taken. */
  addCategory(name: string, by: StaffUser): Promise<Category>;
  /** Throws CatalogChangeRefused: 404 for an unknown id, 409 when the name is taken. */
  renameCategory(id: number, name: string, by: StaffUser): Promise<Category>;
}
