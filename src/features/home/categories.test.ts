import { describe, expect, it } from 'vitest';
import { homeCategories } from './categories';

describe('home categories', () => {
  it('are the 4 of requirements §2, titles word for word', () => {
    expect(homeCategories.map(({ title, name }) => [title, name])).toEqual([
      ['Discover fashion trends', "women's clothing"],
      ['Electronics', 'electronics'],
      ["Men's Clothing", "men's clothing"],
      ['Jewelery', 'jewelery'],
    ]);
  });
});
