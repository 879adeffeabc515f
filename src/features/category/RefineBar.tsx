import { useId, type ReactNode } from 'react';
import { sortOrders, type SortOrder } from '../../domain/refine-products';
import type { Refinement } from '../../domain/refinement';
import { offeredRanges, priceRangeLabel, rangeOf, rangeValue } from './price-ranges';
import * as css from './refine-bar.css';

const ratings = [4, 3, 2, 1];

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
  const { sort, minRating } = refinement;
  const { range, ranges } = offeredRanges(refinement);
  // keys set to undefined leave the URL: the default view keeps its plain address
  const change = (patch: Refinement) =>
    onChange?.(Object.fromEntries(Object.entries({ ...refinement, ...patch }).filter(([, value]) => value !== undefined)));
  const disabled = !onChange;

  return (
    <div className={css.bar}>
      <RefineChoice
        id={`${id}-sort`}
        label="Sort by"
        value={sort ?? 'featured'}
        disabled={disabled}
        onChange={(value) => {
          const order = value as SortOrder;
          change({ sort: order === 'featured' ? undefined : order });
        }}
      >
        {Object.entries(sortOrders).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </RefineChoice>
      <RefineChoice
        id={`${id}-price`}
        label="Price"
        value={range}
        disabled={disabled}
        onChange={(value) => change(rangeOf(value))}
      >
        <option value="">Any price</option>
        {ranges.map((offered) => (
          <option key={rangeValue(offered)} value={rangeValue(offered)}>
            {priceRangeLabel(offered)}
          </option>
        ))}
      </RefineChoice>
      <RefineChoice
        id={`${id}-rating`}
        label="Customer review"
        value={minRating ?? ''}
        disabled={disabled}
        onChange={(value) => change({ minRating: value ? Number(value) : undefined })}
      >
        <option value="">Any rating</option>
        {ratings.map((stars) => (
          <option key={stars} value={stars}>
            {`${stars} ${stars === 1 ? 'star' : 'stars'} & up`}
          </option>
        ))}
      </RefineChoice>
      {count !== undefined && (
        <p className={css.count} role="status">
          {count} {count === 1 ? 'result' : 'results'}
        </p>
      )}
    </div>
  );
}

interface RefineChoiceProps {
  id: string;
  label: string;
  value: string | number;
  disabled: boolean;
  onChange(value: string): void;
  children: ReactNode;
}

/** One labelled select of the bar. */
function RefineChoice({ id, label, value, disabled, onChange, children }: RefineChoiceProps) {
  return (
    <label className={css.field} htmlFor={id}>
      {label}
      <select id={id} className={css.select} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  );
}
