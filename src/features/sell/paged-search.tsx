import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ListPage } from '../../../ports/back-office-port';
import { button } from '../../shared/theme/button-class';
import * as css from './back-office.css';

/** What a searched list asks for: the words searched, if any, and the page. */
export interface PagedSearch {
  search?: string;
  page: number;
}

/**
 * A list read a page at a time, searched from its SearchForm: a new search starts at page 1, and the
 * page shown stays while the next is read.
 */
export function usePagedSearch<T>(key: QueryKey, read: (query: PagedSearch) => Promise<ListPage<T>>) {
  const [query, setQuery] = useState<PagedSearch>({ page: 1 });
  const list = useQuery({ queryKey: [...key, query], queryFn: () => read(query), placeholderData: (shown) => shown });
  return {
    list,
    searched: query.search !== undefined,
    onSearch: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setQuery({ search: String(new FormData(event.currentTarget).get('search')).trim() || undefined, page: 1 });
    },
    toPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}

/** A list's search box and its button, named for what it finds. */
export function SearchForm({
  list,
  label,
  maxLength,
  onSearch,
}: {
  /** the list's name, which the search landmark takes */
  list: string;
  /** what may be typed: "Order id or e-mail" */
  label: string;
  maxLength: number;
  onSearch: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form role="search" aria-label={list} className={css.row} onSubmit={onSearch}>
      <label className={css.field}>
        {label}
        <input name="search" type="search" maxLength={maxLength} />
      </label>
      <button type="submit" className={button({ tone: 'secondary' })}>
        Search
      </button>
    </form>
  );
}
