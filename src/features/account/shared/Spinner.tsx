import * as css from './spinner.css';

/**
 * Shown inside a button while its action runs. Decorative: the button keeps its own name and says
 * it is working with aria-busy.
 */
export function Spinner() {
  return <span className={css.spinner} aria-hidden="true" />;
}
