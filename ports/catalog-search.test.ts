import { sampleProducts } from '../test-doubles/sample-products';
import type { Product } from './entities';
import { filterProducts, normaliseText } from './catalog-search';

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
    expect(filterProducts(sampleProducts, 'a', { category: 'jewelery' }).every((p) => p.category === 'jewelery')).toBe(true);
    expect(filterProducts(sampleProducts, 'e', { limit: 2 })).toHaveLength(2);
    expect(filterProducts(sampleProducts, '  ')).toEqual([]);
  });
});
