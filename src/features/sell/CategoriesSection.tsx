import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Category } from '../../../ports/catalog-admin-port';
import { button } from '../../shared/theme/button-class';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { refreshAfterCatalogueChange, sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { Problem } from './Problem';
import { useAction } from './use-action';

/**
 * The categories (ADR-046): added, and renamed on every product at once. The home page keeps its
 * four cards whatever the categories are called.
 */
export function CategoriesSection() {
  const { port } = useBackOffice();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: sellKeys.categories, queryFn: () => port.categories() });
  const [said, setSaid] = useState('');
  const save = useAction({
    mutationFn: ({ id, name }: { id?: number; name: string }) =>
      id === undefined ? port.addCategory(name) : port.renameCategory(id, name),
    onSuccess: async (category, { id }) => {
      setSaid(id === undefined ? `${category.name} added.` : `Renamed ${category.name}.`);
      // the products carry their category's name
      await refreshAfterCatalogueChange(queryClient);
    },
  });
  const nameIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaid('');
    return String(new FormData(event.currentTarget).get('name'));
  };
  return (
    <section aria-labelledby="sell-categories">
      <h2 id="sell-categories">Categories</h2>
      {categories.data && (
        <ul className={css.photos}>
          {categories.data.map((category) => (
            <li key={`${category.id}-${category.name}`}>
              <RenameForm category={category} onName={(event) => save.mutate({ id: category.id, name: nameIn(event) })} />
            </li>
          ))}
        </ul>
      )}
      <form className={css.row} onSubmit={(event) => save.mutate({ name: nameIn(event) })}>
        <label className={css.field}>
          New category
          <input name="name" maxLength={60} required />
        </label>
        <button type="submit" className={button({ tone: 'secondary' })} disabled={save.isPending}>
          Add category
        </button>
      </form>
      <p role="status">{said}</p>
      {save.error && <Problem error={save.error} />}
      {categories.isError && <Problem error={categories.error} retry={() => void categories.refetch()} />}
    </section>
  );
}

function RenameForm({ category, onName }: { category: Category; onName: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form className={css.row} onSubmit={onName}>
      <label className={css.field}>
        Name of {category.name} ({category.products} products)
        <input name="name" defaultValue={category.name} maxLength={60} required />
      </label>
      <button type="submit" className={button({ tone: 'secondary', size: 'small' })}>
        Rename<span className={visuallyHidden}> {category.name}</span>
      </button>
    </form>
  );
}
