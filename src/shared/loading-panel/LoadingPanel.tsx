import * as css from './loading-panel.css';

/** Requirements §2: the full-screen loading panel. Its flag starts false, so pages rarely show it. */
export function LoadingPanel({ loading = false }: { loading?: boolean }) {
  if (!loading) return null;
  return (
    <div className={css.overlay} role="status" aria-live="polite">
      <div className={css.bars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={css.bar} />
        ))}
      </div>
      <p>Loading, please wait...</p>
    </div>
  );
}
