import * as css from './sign-in-page.css';

/** Shown inside a button while its action runs; the button's own text names the action. */
export function Spinner() {
  return <span className={css.spinner} role="status" aria-label="Working" />;
}
