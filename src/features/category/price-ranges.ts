import type { Refinement } from '../../domain/refinement';

export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

/** The price ranges offered, as a large retailer offers them: dollars, the upper bound excluded. */
const priceRanges: PriceRange[] = [
  { maxPrice: 25 },
  { minPrice: 25, maxPrice: 50 },
  { minPrice: 50, maxPrice: 100 },
  { minPrice: 100, maxPrice: 200 },
  { minPrice: 200 },
];

export function priceRangeLabel({ minPrice, maxPrice }: PriceRange): string {
  if (minPrice !== undefined && maxPrice !== undefined) return `$${minPrice} to $${maxPrice}`;
  if (maxPrice !== undefined) return `Under $${maxPrice}`;
  return `$${minPrice ?? 0} & Above`;
}

/** A range as the price select's value: `min-max`, either side empty when open. */
export const rangeValue = ({ minPrice, maxPrice }: PriceRange) => `${minPrice ?? ''}-${maxPrice ?? ''}`;

export function rangeOf(value: string): PriceRange {
  const [min, max] = value.split('-');
  return { minPrice: min ? Number(min) : undefined, maxPrice: max ? Number(max) : undefined };
}

/** The refinement's range as the select's value ('' for any price), and the ranges to offer. */
export function offeredRanges({ minPrice, maxPrice }: Refinement): { range: string; ranges: PriceRange[] } {
  const range = minPrice === undefined && maxPrice === undefined ? '' : rangeValue({ minPrice, maxPrice });
  // a range from a shared link that is not one of ours is offered as it is
  const ranges =
    range && !priceRanges.some((offered) => rangeValue(offered) === range)
      ? [...priceRanges, { minPrice, maxPrice }]
      : priceRanges;
  return { range, ranges };
}
