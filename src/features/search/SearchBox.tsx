import * as css from './search-box.css';
import { SuggestionList } from './SuggestionList';
import { useSearchCombobox } from './use-search-combobox';

/**
 * Requirements §2 'Header' search box ('search product' and a single 'All' category option), made to work
 * (ADR-006): an accessible combobox with the best five titles as suggestions; Enter
 * searches the whole catalogue.
 */
export function SearchBox() {
  const { text, type, options, active, listId, submit, choose, onKeyDown, close } = useSearchCombobox();

  return (
    <form role="search" className={css.form} onSubmit={submit}>
      {/* requirements §2: a single 'All' category option */}
      <select className={css.select} aria-label="Search in category">
        <option value="All">All</option>
      </select>
      <div className={css.field}>
        <input
          className={css.input}
          type="search"
          placeholder="search product"
          aria-label="Search products"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <SuggestionList listId={listId} options={options} active={active} onChoose={choose} />
      </div>
      <button type="submit" className={css.submit} aria-label="Search">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
