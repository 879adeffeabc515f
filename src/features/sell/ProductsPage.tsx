import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { CatalogPageQuery } from '../../../ports/back-office-port';
import { formatCents } from '../../domain/money';
import { button } from '../../shared/theme/button-class';
import { sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { CategoriesSection } from './CategoriesSection';
import { Pager } from './Pager';
import { Problem } from './Problem';
import { Table } from './Table';

/**
 * The catalogue's products, 50 a page in ascending number (ADR-046): found by words or number,
 * narrowed to a category, to the published or hidden ones and by stock, each a link to its editor.
 */
export function ProductsPage() {
  const { port } = useBackOffice();
  const [query, setQuery] = useState<CatalogPageQuery>({ page: 1 });
  const products = useQuery({
    queryKey: [...sellKeys.products, query],
    queryFn: () => port.products(query),
    // the page shown stays while the next one comes: no flash of an empty table
    placeholderData: (shown) => shown,
  });
  const categories = useQuery({ queryKey: sellKeys.categories, queryFn: () => port.categories() });
  const narrow = (change: Partial<CatalogPageQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    narrow({ search: String(new FormData(event.currentTarget).get('search')).trim() || undefined });
  };

  return (
    <section aria-labelledby="sell-products">
      <div className={css.row}>
        <h1 id="sell-products" className={css.heading}>
          Products
        </h1>
        <Link to="/sell/$" params={{ _splat: 'products/new' }} className={button()}>
          Add product
        </Link>
      </div>
      <div className={css.row}>
        <form role="search" aria-label="Products" className={css.row} onSubmit={onSearch}>
          <label className={css.field}>
            Search
            <input name="search" type="search" maxLength={200} placeholder="Words or a number" />
          </label>
          <button type="submit" className={button({ tone: 'secondary' })}>
            Search
          </button>
        </form>
        <label className={css.field}>
          Category
          <select
            value={query.categoryId ?? ''}
            onChange={(event) => narrow({ categoryId: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className={css.field}>
          Shown to shoppers
          <select
            value={query.state ?? ''}
            onChange={(event) => narrow({ state: (event.target.value || undefined) as CatalogPageQuery['state'] })}
          >
            <option value="">Published and hidden</option>
            <option value="published">Published</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label className={css.field}>
          Stock
          <select
            value={query.stock ?? ''}
            onChange={(event) => narrow({ stock: (event.target.value || undefined) as CatalogPageQuery['stock'] })}
          >
            <option value="">Any stock</option>
            <option value="in-stock">In stock</option>
            <option value="sold-out">Sold out</option>
            <option value="uncounted">Sold without a count</option>
          </select>
        </label>
      </div>
      {products.isError && <Problem error={products.error} retry={() => void products.refetch()} />}
      {products.data && (
        <>
          <Table label="Products" columns={['No.', 'Title', 'Category', 'Price', 'Shown']}>
            <tbody>
              {products.data.entries.map((product) => (
                <tr key={product.id}>
                  <td>{product.id}</td>
                  <td className={css.wordsCell}>
                    <Link to="/sell/$" params={{ _splat: `products/${product.id}` }}>
                      {product.title}
                    </Link>
                  </td>
                  <td>{product.category}</td>
                  <td>{formatCents(product.priceCents)}</td>
                  <td>{product.published ? 'Published' : 'Hidden'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {products.data.total === 0 && <p>No product matches.</p>}
          <Pager {...products.data} noun="products" onPage={(page) => setQuery((current) => ({ ...current, page }))} />
        </>
      )}
      <CategoriesSection />
    </section>
  );
}
