import { describe, expect, it } from 'vitest';
import type { CatalogPort } from '../../ports/catalog-port';
import { NotFoundError } from '../../ports/errors';

/** What every CatalogPort promises, whatever catalogue it serves (it needs at least one product). */
export function catalogContract(name: string, makeCatalog: () => CatalogPort | Promise<CatalogPort>) {
  describe(`CatalogPort contract: ${name}`, () => {
    it('lists products of the spec 3 shape', async () => {
      const products = await (await makeCatalog()).listProducts();
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expect(Number.isInteger(product.id)).toBe(true);
        expect(typeof product.title).toBe('string');
        expect(typeof product.price).toBe('number');
        expect(product.price).toBeGreaterThanOrEqual(0);
        expect(typeof product.image).toBe('string');
        expect(typeof product.description).toBe('string');
        expect(product.rating.rate).toBeGreaterThanOrEqual(0);
        expect(product.rating.rate).toBeLessThanOrEqual(5);
        expect(product.rating.count).toBeGreaterThanOrEqual(0);
      }
    });

    it('lists a category with exactly its products', async () => {
      const catalog = await makeCatalog();
      const all = await catalog.listProducts();
      const category = all[0]!.category;
      const listed = await catalog.listCategory(category);
      expect(listed.map((p) => p.id).sort()).toEqual(
        all
          .filter((p) => p.category === category)
          .map((p) => p.id)
          .sort(),
      );
    });

    it('gives an empty list for an unknown category', async () => {
      expect(await (await makeCatalog()).listCategory('no such category <b>')).toEqual([]);
    });

    it('gets one product by id, equal to the listed one', async () => {
      const catalog = await makeCatalog();
      const [first] = await catalog.listProducts();
      expect(await catalog.getProduct(first!.id)).toEqual(first);
    });

    it('searches titles first, every word must match, any case and accents', async () => {
      const catalog = await makeCatalog();
      const [first] = await catalog.listProducts();
      const word = first!.title.split(/\s+/).find((w) => w.length > 3) ?? first!.title;
      const results = await catalog.searchProducts(word.toUpperCase());
      expect(results.map((p) => p.id)).toContain(first!.id);
      expect(await catalog.searchProducts(`${word} zzzqqqnotaword`)).toEqual([]);
      expect(await catalog.searchProducts('   ')).toEqual([]);
    });

    it('narrows a search to a category and a limit', async () => {
      const catalog = await makeCatalog();
      const [first] = await catalog.listProducts();
      const word = first!.title.split(/\s+/)[0]!;
      const inCategory = await catalog.searchProducts(word, { category: first!.category });
      expect(inCategory.every((p) => p.category === first!.category)).toBe(true);
      expect(await catalog.searchProducts(word, { category: 'no such category' })).toEqual([]);
      expect((await catalog.searchProducts('a', { limit: 2 })).length).toBeLessThanOrEqual(2);
    });

    it('throws NotFoundError for an unknown id', async () => {
      await expect((await makeCatalog()).getProduct(987654321)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
