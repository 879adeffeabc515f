import { describe, expect, it } from 'vitest';
import type { CatalogPort } from '../../ports/catalog-port';
import type { Product } from '../../ports/entities';
import { NotFoundError } from '../../ports/errors';

/** Plain lower-case words of four letters or more, each once. */
const wordsOf = (text: string) => [...new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? [])];
const has = (text: string, word: string) => wordsOf(text).includes(word);
const inTitle = (product: Product, word: string) => has(product.title, word);
const inText = (product: Product, word: string) => has(`${product.title} ${product.description} ${product.category}`, word);
/** The word with its first vowel accented: 'backpack' gives 'báckpack'. */
const withAccent = (word: string) => word.replace(/[aeiou]/, (vowel) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[vowel]!);

/**
 * What every CatalogPort promises, whatever catalogue it serves. The catalogue needs products in two
 * categories at least, and a title word that another product has only in its description or category.
 */
export function catalogContract(name: string, makeCatalog: () => CatalogPort | Promise<CatalogPort>) {
  describe(`CatalogPort contract: ${name}`, () => {
    it('lists products of the requirements §3 shape', async () => {
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

    it('searches every word, in any case and with any accents', async () => {
      const catalog = await makeCatalog();
      const [first] = await catalog.listProducts();
      const word = wordsOf(first!.title)[0]!;
      const results = await catalog.searchProducts(word.toUpperCase());
      expect(results.map((p) => p.id)).toContain(first!.id);
      // 'backpack' asked as 'BÁCKPACK': the same products
      const accented = await catalog.searchProducts(withAccent(word).toUpperCase());
      expect(accented.map((p) => p.id)).toEqual(results.map((p) => p.id));
      expect(await catalog.searchProducts(`${word} zzzqqqnotaword`)).toEqual([]);
      expect(await catalog.searchProducts('   ')).toEqual([]);
    });

    it('lists products with the word in the title before those with it only elsewhere', async () => {
      const catalog = await makeCatalog();
      const all = await catalog.listProducts();
      const word = wordsOf(all.map((p) => p.title).join(' ')).find(
        (w) => all.some((p) => inTitle(p, w)) && all.some((p) => !inTitle(p, w) && inText(p, w)),
      );
      // the catalogue must have a title word that another product has only in its description or category
      expect(word).toBeDefined();
      const results = await catalog.searchProducts(word!);
      const titled = results.map((p) => inTitle(p, word!));
      expect(titled).toContain(true);
      expect(titled).toContain(false);
      expect(titled.indexOf(false)).toBe(titled.lastIndexOf(true) + 1);
    });

    it('narrows a search to a category', async () => {
      const catalog = await makeCatalog();
      const all = await catalog.listProducts();
      // a word found in two categories at least, so that narrowing leaves some out
      const word = wordsOf(all.map((p) => `${p.title} ${p.description}`).join(' ')).find(
        (w) => new Set(all.filter((p) => inText(p, w)).map((p) => p.category)).size > 1,
      );
      expect(word).toBeDefined();
      const everywhere = await catalog.searchProducts(word!);
      const category = everywhere[0]!.category;
      const inCategory = await catalog.searchProducts(word!, { category });
      expect(inCategory.length).toBeGreaterThan(0);
      expect(inCategory.length).toBeLessThan(everywhere.length);
      expect(inCategory.map((p) => p.category)).toEqual(inCategory.map(() => category));
      expect(inCategory.map((p) => p.id)).toEqual(everywhere.filter((p) => p.category === category).map((p) => p.id));
      expect(await catalog.searchProducts(word!, { category: 'no such category' })).toEqual([]);
    });

    it('gives at most `limit` results, the first ones', async () => {
      const catalog = await makeCatalog();
      const all = await catalog.listProducts();
      const word = wordsOf(all.map((p) => p.title).join(' ')).find((w) => all.filter((p) => inText(p, w)).length > 2);
      expect(word).toBeDefined();
      const everything = await catalog.searchProducts(word!);
      expect(everything.length).toBeGreaterThan(2);
      expect((await catalog.searchProducts(word!, { limit: 2 })).map((p) => p.id)).toEqual(
        everything.slice(0, 2).map((p) => p.id),
      );
    });

    it('forgives one typo unless asked for the words exactly (ADR-020)', async () => {
      const catalog = await makeCatalog();
      const all = await catalog.listProducts();
      const middle = 3;
      // two different neighbours swapped: 'backpack' asked as 'bakcpack'
      const word = wordsOf(all.map((p) => p.title).join(' ')).find((w) => w.length >= 6 && w[middle - 1] !== w[middle])!;
      const typo = `${word.slice(0, middle - 1)}${word[middle]}${word[middle - 1]}${word.slice(middle + 1)}`;
      const forgiven = await catalog.searchProducts(typo);
      expect(forgiven.map((p) => p.id)).toContain(all.find((p) => inTitle(p, word))!.id);
      expect(await catalog.searchProducts(typo, { exact: true })).toEqual([]);
    });

    it('throws NotFoundError for an unknown id', async () => {
      await expect((await makeCatalog()).getProduct(987654321)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
