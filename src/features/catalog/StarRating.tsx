import { groupThousands } from '../../domain/money';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import * as css from './star-rating.css';

/** Rounds to requirements §9's precision: 0.1 on a scale of 0 to 5. */
export function roundRating(rate: number): number {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rate) ? rate : 0));
  return Math.round(clamped * 10) / 10;
}

/** Requirements §2: star rating out of 5 at 0.1 precision, with the review count. */
export function StarRating({ rate, count }: { rate: number; count: number }) {
  const rounded = roundRating(rate);
  const reviews = groupThousands(Math.max(0, Math.round(count) || 0));
  return (
    <div className={css.row}>
      <span className={css.score} aria-hidden="true">
        {rounded.toFixed(1)}
      </span>
      <span className={css.stars} role="img" aria-label={`Rated ${rounded.toFixed(1)} out of 5 stars`}>
        <span className={css.emptyLayer} />
        <span className={css.fillLayer[Math.round(rounded * 10)]} />
      </span>
      <span className={css.count} aria-hidden="true">
        ({reviews})
      </span>
      <span className={visuallyHidden}>{`${reviews} ${count === 1 ? 'review' : 'reviews'}`}</span>
    </div>
  );
}
