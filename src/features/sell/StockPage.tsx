import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import type { StockFigures } from '../../../ports/back-office-port';
import { button } from '../../shared/theme/button-class';
import { sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { Pager } from './Pager';
import { SearchForm, usePagedSearch } from './paged-search';
import { Problem } from './Problem';
import { useAction } from './use-action';
import { Table } from './Table';

type Change = { productId: number; units: number; kind: 'count' | 'arrival' };

/** A product by its title, or by its number where the shop's catalogue is another host's. */
const nameOf = (figures: StockFigures) => figures.title ?? `Product ${figures.productId}`;

/**
 * The stock (ADR-039): each stocked product's units on hand, held for checkouts not paid yet, left
 * to sell and sold, 50 a page, found by its number or title; a count set or an arrival added for
 * any product by its number (a product never stocked sells without limit until it is).
 */
export function StockPage() {
  const { port } = useBackOffice();
  const queryClient = useQueryClient();
  const { list: stock, searched, onSearch, toPage } = usePagedSearch(sellKeys.stock, (query) => port.stock(query));
  const [done, setDone] = useState<StockFigures | null>(null);
  // which button sent the form: Enter in a field presses the first, "Set on hand"
  const how = useRef<Change['kind']>('count');
  const change = useAction({
    mutationFn: ({ productId, units, kind }: Change) =>
      kind === 'count' ? port.setOnHand(productId, units) : port.addArrival(productId, units),
    onSuccess: async (figures) => {
      setDone(figures);
      await queryClient.invalidateQueries({ queryKey: sellKeys.stock });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setDone(null);
    change.mutate({ productId: Number(form.get('product')), units: Number(form.get('units')), kind: how.current });
  };

  return (
    <section aria-labelledby="sell-stock">
      <h1 id="sell-stock" className={css.heading}>
        Stock
      </h1>
      <form className={css.row} onSubmit={onSubmit}>
        <label className={css.field}>
          Product number
          <input name="product" inputMode="numeric" pattern="[1-9][0-9]*" required />
        </label>
        <label className={css.field}>
          Units
          <input name="units" type="number" min={0} max={1_000_000} step={1} required />
        </label>
        <button type="submit" className={button()} disabled={change.isPending} onClick={() => (how.current = 'count')}>
          Set on hand
        </button>
        <button
          type="submit"
          className={button({ tone: 'secondary' })}
          disabled={change.isPending}
          onClick={() => (how.current = 'arrival')}
        >
          Add arrival
        </button>
      </form>
      <p role="status">{done && `${nameOf(done)}: ${done.onHand} on hand, ${done.held} held, ${done.left} left to sell.`}</p>
      {change.error && <Problem error={change.error} />}
      <SearchForm list="Stocked products" label="Product number or title" maxLength={200} onSearch={onSearch} />
      {stock.isError && <Problem error={stock.error} retry={() => void stock.refetch()} />}
      {stock.data && (
        <>
          <Table label="Stocked products" columns={['Product', 'On hand', 'Held', 'Left to sell', 'Sold']}>
            <tbody>
              {stock.data.entries.map((figures) => (
                <tr key={figures.productId}>
                  <td className={css.wordsCell}>
                    <Link to="/sell/$" params={{ _splat: `products/${figures.productId}` }}>
                      {nameOf(figures)}
                    </Link>
                    {figures.title !== undefined && <span className={css.muted}> (no. {figures.productId})</span>}
                  </td>
                  <td>{figures.onHand}</td>
                  <td>{figures.held}</td>
                  <td>{figures.left}</td>
                  <td>{figures.sold}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {stock.data.total === 0 &&
            (searched ? <p>No stocked product matches.</p> : <p>No product is stocked: every product sells without a count.</p>)}
          <Pager {...stock.data} noun="products" onPage={toPage} />
        </>
      )}
    </section>
  );
}
