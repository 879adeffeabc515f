import { describe, expect, it } from 'vitest';
import { testProducts } from '../../test-doubles/test-products';
import { refineProducts } from './refine-products';
import { parseRefinement } from './refinement';

const titles = (products: readonly { title: string }[]) => products.map((product) => product.title);

describe('sorting and narrowing a list of products (ADR-011)', () => {
  it('keeps the catalogue order, and the same list, when nothing is asked', () => {
    expect(refineProducts(testProducts, {})).toBe(testProducts);
  });

  it('sorts by price, low to high and high to low', () => {
    expect(refineProducts(testProducts, { sort: 'price-asc' }).map((product) => product.price)).toEqual([
      0.1, 0.2, 9.99, 12.99, 22.3, 109.95, 695, 1099.5,
    ]);
    expect(refineProducts(testProducts, { sort: 'price-desc' }).map((product) => product.price)).toEqual([
      1099.5, 695, 109.95, 22.3, 12.99, 9.99, 0.2, 0.1,
    ]);
  });

  it('sorts by average rating, the more rated first among equals, the catalogue order after that', () => {
    const products = [
      { ...testProducts[0]!, id: 11, title: 'A', rating: { rate: 4, count: 10 } },
      { ...testProducts[0]!, id: 12, title: 'B', rating: { rate: 4.5, count: 1 } },
      { ...testProducts[0]!, id: 13, title: 'C', rating: { rate: 4, count: 99 } },
      { ...testProducts[0]!, id: 14, title: 'D', rating: { rate: 4, count: 10 } },
    ];
    expect(titles(refineProducts(products, { sort: 'rating' }))).toEqual(['B', 'C', 'A', 'D']);
  });

  it('narrows by a price range that includes its lower bound and excludes its upper one', () => {
    expect(titles(refineProducts(testProducts, { minPrice: 9.99, maxPrice: 22.3 }))).toEqual(['Rose Gold Ring', 'Cotton Tee']);
    expect(titles(refineProducts(testProducts, { maxPrice: 1 }))).toEqual(['27 inch Monitor', 'Rain Jacket']);
    expect(titles(refineProducts(testProducts, { minPrice: 695 }))).toEqual(['Silver Wave Bracelet', 'Portable SSD 1TB']);
  });

  it('narrows by a minimum average rating, and combines the narrowing with a sort', () => {
    expect(titles(refineProducts(testProducts, { minRating: 4 }))).toEqual([
      'Linen Summer Shirt',
      'Silver Wave Bracelet',
      'Portable SSD 1TB',
      'Cotton Tee',
    ]);
    expect(titles(refineProducts(testProducts, { minRating: 4, maxPrice: 100, sort: 'price-desc' }))).toEqual([
      'Linen Summer Shirt',
      'Cotton Tee',
    ]);
  });

  it('never changes the list it is given', () => {
    const before = titles(testProducts);
    refineProducts(testProducts, { sort: 'price-asc', minRating: 1 });
    expect(titles(testProducts)).toEqual(before);
  });
});

describe('reading the refinement from the address (ADR-011)', () => {
  it('reads each known value, numbers given as numbers or as text', () => {
    expect(parseRefinement({ sort: 'price-desc', minPrice: 25, maxPrice: '50', minRating: '4' })).toEqual({
      sort: 'price-desc',
      minPrice: 25,
      maxPrice: 50,
      minRating: 4,
    });
    expect(parseRefinement({ sort: 'rating' })).toEqual({ sort: 'rating' });
  });

  it.each([
    [{}, {}],
    [{ sort: 'featured' }, {}],
    [{ sort: 'cheapest' }, {}],
    [{ sort: ['price-asc'] }, {}],
    [{ sort: 'toString' }, {}],
    [{ minPrice: -5 }, {}],
    [{ minPrice: 0 }, {}],
    [{ minPrice: 'ten' }, {}],
    [{ minPrice: '' }, {}],
    [{ maxPrice: Number.POSITIVE_INFINITY }, {}],
    [{ maxPrice: 2_000_000 }, {}],
    [{ minPrice: 50, maxPrice: 25 }, {}],
    [{ minPrice: 50, maxPrice: 50 }, {}],
    [{ minRating: 5 }, {}],
    [{ minRating: 0 }, {}],
    [{ minRating: 3.5 }, {}],
    [{ minRating: 'many' }, {}],
    [
      { sort: 'rating', minRating: 9, maxPrice: 100 },
      { sort: 'rating', maxPrice: 100 },
    ],
  ])('falls back to the default for what it cannot use: %j gives %j', (search, expected) => {
    expect(parseRefinement(search)).toEqual(expected);
  });
});
