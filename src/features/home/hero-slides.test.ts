import { describe, expect, it } from 'vitest';
import { builtInCatalogEntries } from '../../../server/catalog/built-in-products';
import { dealOf } from '../../domain/deal';
import { formatPrice } from '../../domain/money';
import { heroSlides } from './hero-slides';

// ADR-022: what a slide promises holds of the products it links to, in the shop's own catalogue.
const products = builtInCatalogEntries().map((entry) => entry.product);
const linked = heroSlides.flatMap((slide) =>
  slide.link ? [{ slide, words: `${slide.headline} ${slide.text} ${slide.link.label}`, category: slide.link.category }] : [],
);
const inCategory = (category: string) => products.filter((product) => product.category === category);

describe('the hero slides tell the truth about what they link to', () => {
  it.each(linked.filter(({ words }) => /Up to \d+% off/.test(words)))(
    '$slide.headline: the best deal there saves that much',
    ({ words, category }) => {
      const promised = Number(/Up to (\d+)% off/.exec(words)![1]);
      const percents = inCategory(category).map((product) => dealOf(product)?.percent ?? 0);
      expect(Math.max(...percents)).toBe(promised);
    },
  );

  it.each(linked.filter(({ words }) => / from \$/.test(words)))(
    '$slide.text: the cheapest product there costs that',
    ({ words, category }) => {
      const promised = / from (\$[\d,.]+)/.exec(words)![1];
      expect(formatPrice(Math.min(...inCategory(category).map((product) => product.price)))).toBe(promised);
    },
  );

  it.each(linked.filter(({ words }) => /deals?\b/i.test(words)))('$slide.headline: there are deals there', ({ category }) => {
    expect(inCategory(category).filter((product) => dealOf(product)).length).toBeGreaterThanOrEqual(2);
  });
});
