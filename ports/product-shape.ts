import type { Product, Rating } from './entities';
import { listPriceOf, priceOf, toNumber } from './catalog-values';
import { CatalogError } from './errors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// requirements §3: rate 0-5, missing rating is rate 0 with count 0
function ratingOf(value: unknown): Rating {
  if (!isRecord(value)) return { rate: 0, count: 0 };
  const rate = toNumber(value.rate) ?? 0;
  const count = toNumber(value.count) ?? 0;
  return { rate: Math.min(5, Math.max(0, rate)), count: count > 0 ? Math.floor(count) : 0 };
}

/** Only web and inline image addresses; a path is resolved against the catalogue host. */
function imageOf(value: unknown, baseUrl: string): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const image = value.trim();
  if (/^(https?:|data:image\/)/i.test(image)) return image;
  if (/^[a-z][a-z0-9+.-]*:/i.test(image)) return '';
  return /^https?:/i.test(baseUrl) ? new URL(image, `${baseUrl}/`).href : image;
}

/** A catalogue answer made safe for the shop, or a CatalogError naming what is wrong (ADR-007). */
export function toProduct(raw: unknown, baseUrl: string, where: string): Product {
  if (!isRecord(raw)) throw new CatalogError(`${where}: a product is not an object`);
  const id = toNumber(raw.id);
  if (id === null || !Number.isInteger(id) || id < 1) throw new CatalogError(`${where}: a product has no valid id`);
  if (typeof raw.title !== 'string' || raw.title.trim() === '') {
    throw new CatalogError(`${where}: product ${id} has no title`);
  }
  const price = priceOf(raw.price);
  // a host without list prices (the public fakestore) sends none: no deal shown
  const listPrice = listPriceOf(raw.listPrice, price);
  return {
    id,
    title: raw.title,
    price,
    ...(listPrice === undefined ? {} : { listPrice }),
    description: typeof raw.description === 'string' ? raw.description : '',
    category: typeof raw.category === 'string' ? raw.category : '',
    image: imageOf(raw.image, baseUrl),
    rating: ratingOf(raw.rating),
  };
}
