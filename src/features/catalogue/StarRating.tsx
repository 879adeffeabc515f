import { visuallyHidden } from '../../shared/theme/recipes.css';
import * as css from './star-rating.css';

const starPath = 'M10 1.6l2.5 5.4 5.9.7-4.4 4 1.2 5.8L10 14.6l-5.2 2.9L6 11.7l-4.4-4 5.9-.7z';

/** Five stars side by side, drawn filled or as outlines. */
function Stars({ filled }: { filled: boolean }) {
  return (
    <svg className={css.starsSvg} viewBox="0 0 100 20" aria-hidden="true" focusable="false">
      {[0, 20, 40, 60, 80].map((x) => (
        <path
          key={x}
          d={starPath}
          transform={`translate(${x} 0)`}
          fill={filled ? 'currentColor' : '#fff'}
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

/** Rounds to spec 9's precision: 0.1 on a scale of 0 to 5. */
export function roundRating(rate: number): number {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rate) ? rate : 0));
  return Math.round(clamped * 10) / 10;
}

const counter = new Intl.NumberFormat('en-US');

/** Spec 2: star rating out of 5 at 0.1 precision, with the review count. */
export function StarRating({ rate, count }: { rate: number; count: number }) {
  const rounded = roundRating(rate);
  const reviews = counter.format(Math.max(0, Math.round(count) || 0));
  return (
    <div className={css.row}>
      <span className={css.score} aria-hidden="true">
        {rounded.toFixed(1)}
      </span>
      <span className={css.stars} role="img" aria-label={`Rated ${rounded.toFixed(1)} out of 5 stars`}>
        <span className={css.emptyLayer}>
          <Stars filled={false} />
        </span>
        <span className={css.fillLayer[Math.round(rounded * 10)]}>
          <Stars filled />
        </span>
      </span>
      <span className={css.count} aria-hidden="true">
        ({reviews})
      </span>
      <span className={visuallyHidden}>{`${reviews} ${count === 1 ? 'review' : 'reviews'}`}</span>
    </div>
  );
}
