import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { usePorts } from '../../shared/ports-context';
import * as css from './search-box.css';
import { suggestionsQueryOptions } from './search-queries';
import { useDebounced } from './use-debounced';

/**
 * Requirements §2 'Header' search box ('search product' and a single 'All' category option), made to work
 * (ADR-006): an accessible combobox with the best five titles as suggestions; Enter
 * searches the whole catalogue.
 */
export function SearchBox() {
  const { catalog } = usePorts();
  const navigate = useNavigate();
  const current = useSearch({ strict: false }) as { q?: unknown };
  const [text, setText] = useState(typeof current.q === 'string' ? current.q : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const settled = useDebounced(text, 150);
  const suggestions = useQuery({ ...suggestionsQueryOptions(catalog, settled), placeholderData: (previous) => previous });
  const options = open && text.trim() ? (suggestions.data ?? []) : [];

  // the box shows the query of the page it is on (reload, back button)
  useEffect(() => {
    if (typeof current.q === 'string') setText(current.q);
  }, [current.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setOpen(false);
    void navigate({ to: '/search', search: { q } });
  };

  const choose = (index: number) => {
    const product = options[index];
    if (!product) return;
    setOpen(false);
    setActive(-1);
    void navigate({ to: '/products/$productId', params: { productId: String(product.id) } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((index) => (event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // this Escape is the suggestions': a page's other listeners (the add confirmation) leave it alone
      if (options.length > 0) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

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
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className={options.length > 0 ? css.suggestions : css.suggestionsClosed}
        >
          {options.map((product, index) => (
            <li
              key={product.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? css.suggestionActive : css.suggestion}
              // mousedown, not click: it must win against the input's blur
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
            >
              {product.title}
            </li>
          ))}
        </ul>
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
