import { CategoryLinks } from './WaysOn';
import * as css from './footer.css';

/** The foot of every page: the categories again, and a way back to the top. */
export function Footer() {
  return (
    <footer className={css.footer}>
      <nav aria-label="Shop by category">
        <CategoryLinks linkClassName={css.footerLink} />
      </nav>
      <a href="#top" className={css.footerLink}>
        Back to top
      </a>
    </footer>
  );
}
