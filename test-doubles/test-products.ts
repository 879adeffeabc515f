import type { Product } from '../ports/entities';

/** A small catalogue for tests: two products in each of the four categories. */
export const testProducts: Product[] = [
  product(1, 'Trail Runner Backpack', 109.95, "men's clothing", 3.9, 120),
  product(2, 'Linen Summer Shirt', 22.3, "men's clothing", 4.1, 259),
  product(3, 'Silver Wave Bracelet', 695, 'jewelery', 4.6, 400),
  product(4, 'Rose Gold Ring', 9.99, 'jewelery', 3.0, 70),
  product(5, 'Portable SSD 1TB', 1099.5, 'electronics', 4.8, 319),
  product(6, '27 inch Monitor', 0.1, 'electronics', 2.2, 0),
  product(7, 'Rain Jacket', 0.2, "women's clothing", 2.6, 235),
  product(8, 'Cotton Tee', 12.99, "women's clothing", 4.7, 130),
];

function product(id: number, title: string, price: number, category: string, rate: number, count: number): Product {
  return {
    id,
    title,
    price,
    category,
    rating: { rate, count },
    image: `/images/products/${id}.svg`,
    description: `${title}: a sample product for tests.`,
  };
}

/** A long list of made-up electronics (ids 1..count), for windowing and large-category tests. */
export function manyGadgets(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Gadget number ${index + 1}`,
    price: 10 + index,
    category: 'electronics',
    rating: { rate: 4.2, count: index },
    image: `/images/products/${index + 1}.svg`,
    description: `Gadget ${index + 1}, long description.`,
  }));
}

/** The sample products, and two that name a backpack: one only in its description, listed first (the catalogue contract's search). */
export const productsWithBackpacks: Product[] = [
  ...testProducts,
  { ...testProducts[0]!, id: 9, title: 'Hiking Map', description: 'Folds into the side pocket of a backpack.' },
  { ...testProducts[0]!, id: 10, title: 'Backpack Rain Cover', description: 'Keeps the rain out.' },
];
