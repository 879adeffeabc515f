import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { usePorts } from '../../shared/ports-context';
import { suggestionsQueryOptions } from './search-queries';
import { useDebounced } from './use-debounced';

/**
 * The search box's text and its suggestions as a combobox (ADR-006): arrows move through the best
 * five titles, Enter opens the active one or searches the text, Escape closes the list.
 */
export function useSearchCombobox() {
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

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
  };

  return { text, type, options, active, listId, submit, choose, onKeyDown, close: () => setOpen(false) };
}
