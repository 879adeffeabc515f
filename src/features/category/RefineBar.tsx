import { useId } from 'react';
import { sortOrders, type Refinement, type SortOrder } from '../../domain/refine-products';
import { button } from '../../shared/theme/recipes.css';
import * as messageCss from '../../shared/layout/message-panel.css';
import * as css from './refine-bar.css';

interface PriceRange {
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

const ratings = [4, 3, 2, 1];

export function priceRangeLabel({ minPrice, maxPrice }: PriceRange): string {
  if (minPrice !== undefined && maxPrice !== undefined) return `$${minPrice} to $${maxPrice}`;
  if (maxPrice !== undefined) return `Under $${maxPrice}`;
  return `$${minPrice ?? 0} & Above`;
}

const rangeValue = ({ minPrice, maxPrice }: PriceRange) => `${minPrice ?? ''}-${maxPrice ?? ''}`;

function rangeOf(value: string): PriceRange {
  const [min, max] = value.split('-');
  return { minPrice: min ? Number(min) : undefined, maxPrice: max ? Number(max) : undefined };
}

interface RefineBarProps {
  refinement: Refinement;
  onChange?: (refinement: Refinement) => void;
  /** how many products the refinement keeps; said by a polite status when it changes */
  count?: number;
}

/**
 * Sort and narrow a list of products (ADR-011). Plain selects: each choice applies at once,
 * by keyboard, touch or a screen reader's own list, and the page says how many products remain.
 */
export function RefineBar({ refinement, onChange, count }: RefineBarProps) {
  const id = useId();
  const { sort, minPrice, maxPrice, minRating } = refinement;
  const range = minPrice === undefined && maxPrice === undefined ? '' : rangeValue({ minPrice, maxPrice });
  // a range from a shared link that is not one of ours is offered as it is
  const ranges =
    range && !priceRanges.some((offered) => rangeValue(offered) === range)
      ? [...priceRanges, { minPrice, maxPrice }]
      : priceRanges;
  // keys set to undefined leave the URL: the default view keeps its plain address
  const change = (patch: Refinement) =>
    onChange?.(Object.fromEntries(Object.entries({ ...refinement, ...patch }).filter(([, value]) => value !== undefined)));

  return (
    <div className={css.bar}>
      <label className={css.field} htmlFor={`${id}-sort`}>
        Sort by
        <select
          id={`${id}-sort`}
          className={css.select}
          value={sort ?? 'featured'}
          disabled={!onChange}
          onChange={(event) => {
            const value = event.target.value as SortOrder;
            change({ sort: value === 'featured' ? undefined : value });
          }}
        >
          {Object.entries(sortOrders).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={css.field} htmlFor={`${id}-price`}>
        Price
        <select
          id={`${id}-price`}
          className={css.select}
          value={range}
          disabled={!onChange}
          onChange={(event) => change(rangeOf(event.target.value))}
        >
          <option value="">Any price</option>
          {ranges.map((offered) => (
            <option key={rangeValue(offered)} value={rangeValue(offered)}>
              {priceRangeLabel(offered)}
            </option>
          ))}
        </select>
      </label>
      <label className={css.field} htmlFor={`${id}-rating`}>
        Customer review
        <select
          id={`${id}-rating`}
          className={css.select}
          value={minRating ?? ''}
          disabled={!onChange}
          onChange={(event) => change({ minRating: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">Any rating</option>
          {ratings.map((stars) => (
            <option key={stars} value={stars}>
              {`${stars} ${stars === 1 ? 'star' : 'stars'} & up`}
            </option>
          ))}
        </select>
      </label>
      {count !== undefined && (
        <p className={css.count} role="status">
          {count} {count === 1 ? 'result' : 'results'}
        </p>
      )}
    </div>
  );
}

/** Every product of the list is narrowed away: say so, and offer the whole list again. */
export function NothingMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className={messageCss.message}>
      <p className={messageCss.messageText}>No products match these filters.</p>
      <button type="button" className={button({ tone: 'secondary', size: 'small' })} onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
