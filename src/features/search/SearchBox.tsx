import * as css from './search-box.css';

/** Spec 2 'Header': a search box with placeholder 'search product' and a single 'All' option. */
export function SearchBox() {
  return (
    <form role="search" className={css.form} onSubmit={(event) => event.preventDefault()}>
      <select className={css.select} aria-label="Search in category" defaultValue="All">
        <option value="All">All</option>
      </select>
      <input className={css.input} type="search" placeholder="search product" aria-label="Search products" />
      <button type="submit" className={css.submit} aria-label="Search">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
