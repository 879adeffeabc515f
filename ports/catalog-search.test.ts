import { describe, expect, it } from 'vitest';
import { testProducts } from '../test-doubles/test-products';
import type { Product } from './entities';
import { correctedQuery, filterProducts, normaliseText, withinOneEdit } from './catalog-search';

const product = (id: number, title: string, description = '', category = 'electronics'): Product => ({
  id,
  title,
  description,
  category,
  price: 1,
  image: '',
  rating: { rate: 0, count: 0 },
});

describe('default catalogue search', () => {
  it('ignores case and accents', () => {
    expect(normaliseText('Crème BRÛLÉE')).toBe('creme brulee');
    const list = [product(1, 'Café Table'), product(2, 'Desk')];
    expect(filterProducts(list, 'CAFE').map((p) => p.id)).toEqual([1]);
    expect(filterProducts(list, 'café').map((p) => p.id)).toEqual([1]);
  });

  it('needs every word, anywhere in title, description or category', () => {
    const list = [product(1, 'Red shirt', 'cotton'), product(2, 'Red dress', 'silk'), product(3, 'Blue shirt', 'cotton')];
    expect(filterProducts(list, 'red cotton').map((p) => p.id)).toEqual([1]);
    expect(filterProducts(list, 'shirt electronics').map((p) => p.id)).toEqual([1, 3]);
  });

  it('ranks title matches before description matches, each in catalogue order', () => {
    const list = [
      product(1, 'Lamp', 'a warm light'),
      product(2, 'Light bulb'),
      product(3, 'Torch', 'bright light'),
      product(4, 'Night light'),
    ];
    expect(filterProducts(list, 'light').map((p) => p.id)).toEqual([2, 4, 1, 3]);
  });

  it('narrows to a category and a limit; a blank query finds nothing', () => {
    expect(filterProducts(testProducts, 'a', { category: 'jewelery' }).every((p) => p.category === 'jewelery')).toBe(true);
    expect(filterProducts(testProducts, 'e', { limit: 2 })).toHaveLength(2);
    expect(filterProducts(testProducts, '  ')).toEqual([]);
  });
});

describe('search as shoppers type it (words in the plural, joined, or with a typo)', () => {
  const clothes = [
    product(1, "Men's Crew Neck T-Shirts, Pack of 3", 'Soft cotton tees', "men's clothing"),
    product(2, 'Oxford Button-Down Shirt', 'Long sleeve', "men's clothing"),
    product(3, 'Rain Jacket', 'Water resistant', "men's clothing"),
    product(4, 'Silver Ring', 'A ring', 'jewelery'),
    product(5, 'Leather Boxes', 'For rings and watches', 'jewelery'),
  ];
  const ids = (query: string) => filterProducts(clothes, query).map((p) => p.id);

  it('finds the singular and the plural alike', () => {
    expect(ids('shirts')).toEqual([1, 2]);
    expect(ids('shirt')).toEqual([1, 2]);
    expect(ids('rings')).toEqual([4, 5]);
    expect(ids('box')).toEqual([5]);
    expect(ids('boxes')).toEqual([5]);
  });

  it('reads joined, hyphenated and spaced words alike', () => {
    expect(ids('tshirt')).toEqual([1]);
    expect(ids('t-shirt')).toEqual([1]);
    expect(ids('T-SHIRTS')).toEqual([1]);
    expect(ids('buttondown')).toEqual([2]);
  });

  it('forgives one typo in a word of five letters or more, when nothing matches as typed', () => {
    expect(ids('jaket')).toEqual([3]);
    expect(ids('jakcet')).toEqual([3]);
    expect(ids('jcaekt')).toEqual([]);
    expect(ids('silvr ring')).toEqual([4]);
    // four letters are too few: 'rnig' is no word of the catalogue, and is not taken for 'ring'
    expect(ids('rnig')).toEqual([]);
  });

  it('prefers what was typed: a word found as typed is not widened to its neighbours', () => {
    // 'shirts' is in product 1's title; 'shirt' (one letter away) would also find product 2
    expect(filterProducts([clothes[0]!, product(6, 'Shirt')], 'tshirts').map((p) => p.id)).toEqual([1]);
  });

  it('tells one edit apart from two', () => {
    expect(withinOneEdit('jacket', 'jacket')).toBe(true);
    expect(withinOneEdit('jaket', 'jacket')).toBe(true);
    expect(withinOneEdit('jackets', 'jacket')).toBe(true);
    expect(withinOneEdit('jecket', 'jacket')).toBe(true);
    expect(withinOneEdit('jakcet', 'jacket')).toBe(true);
    expect(withinOneEdit('jkacet', 'jacket')).toBe(false);
    expect(withinOneEdit('jak', 'jacket')).toBe(false);
    expect(withinOneEdit('packer', 'jacket')).toBe(false);
  });
});

describe('search at word starts (ADR-020)', () => {
  const jewellery = [
    product(1, 'Silver Ring', 'A plain band', 'jewelery'),
    product(2, 'Pearl Drop Earrings', 'Sterling silver hooks', 'jewelery'),
    product(3, "Women's Ribbed Tank Tops", 'Stretchy tanks with a flattering neck, good for layering', "women's clothing"),
    product(4, 'Guitar Strings', 'A set of six', 'electronics'),
    product(5, 'Wireless Headphones', 'Over-ear', 'electronics'),
  ];
  const ids = (query: string, options = {}) => filterProducts(jewellery, query, options).map((p) => p.id);

  it('finds a word and a word start, never the inside of an unrelated word', () => {
    expect(ids('ring')).toEqual([1, 2]);
    expect(ids('rings')).toEqual([1, 2]);
    expect(ids('silv')).toEqual([1, 2]);
    expect(ids('tank')).toEqual([3]);
    expect(ids('ering', { exact: true })).toEqual([]);
    expect(ids('ttering', { exact: true })).toEqual([]);
  });

  it('finds the last part of a known compound: earrings are rings, headphones phones', () => {
    expect(ids('phone')).toEqual([5]);
    expect(ids('phones')).toEqual([5]);
  });

  it('forgives no typo when asked for the words exactly', () => {
    expect(ids('silvr')).toEqual([1, 2]);
    expect(ids('silvr', { exact: true })).toEqual([]);
  });

  it('says which words the results answer when it forgave a typo, and nothing otherwise', () => {
    const shirts = [product(1, 'Oxford Shirt'), product(2, "Men's Crew Neck T-Shirts")];
    expect(correctedQuery(filterProducts(shirts, 'shrit'), 'shrit')).toBe('shirt');
    expect(correctedQuery(filterProducts(shirts, 'oxford shrit'), 'Oxford shrit')).toBe('oxford shirt');
    expect(correctedQuery(filterProducts(shirts, 'shirt'), 'shirt')).toBeNull();
    expect(correctedQuery(filterProducts(shirts, 'tshirts'), 'tshirts')).toBeNull();
    expect(correctedQuery([], 'shrit')).toBeNull();
  });
});
