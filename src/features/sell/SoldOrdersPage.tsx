import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatOrderDate } from '../../domain/dates';
import { addressLines } from '../../domain/delivery';
import { formatOrderAmount } from '../../domain/money';
import { button } from '../../shared/theme/button-class';
import { sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { Pager } from './Pager';
import { Problem } from './Problem';
import { Table } from './Table';

/**
 * Every paid order, newest first, 50 a page (docs/api.md, "Back office: orders"): found by its id or
 * the shopper's e-mail, each with its lines, amount, delivery address and payment id.
 */
export function SoldOrdersPage() {
  const { port } = useBackOffice();
  const [query, setQuery] = useState<{ search?: string; page: number }>({ page: 1 });
  const orders = useQuery({
    queryKey: [...sellKeys.orders, query],
    queryFn: () => port.orders(query),
    placeholderData: (shown) => shown,
  });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ search: String(new FormData(event.currentTarget).get('search')).trim() || undefined, page: 1 });
  };
  return (
    <section aria-labelledby="sell-orders">
      <h1 id="sell-orders" className={css.heading}>
        Orders
      </h1>
      <form role="search" aria-label="Orders" className={css.row} onSubmit={onSearch}>
        <label className={css.field}>
          Order id or e-mail
          <input name="search" type="search" maxLength={254} />
        </label>
        <button type="submit" className={button({ tone: 'secondary' })}>
          Search
        </button>
      </form>
      {orders.isError && <Problem error={orders.error} retry={() => void orders.refetch()} />}
      {orders.data && (
        <>
          <Table label="Paid orders" columns={['Order', 'Placed', 'Shopper', 'Lines', 'Amount', 'Delivery', 'Payment']}>
            <tbody>
              {orders.data.entries.map((order) => (
                <tr key={order.id}>
                  <td>{order.id}</td>
                  <td>{formatOrderDate(order.created, 'en-US')}</td>
                  <td>{order.email}</td>
                  <td className={css.wordsCell}>
                    {order.basket.map((line) => (
                      <div key={line.id}>
                        {line.amount} × {line.title}
                      </div>
                    ))}
                  </td>
                  <td>{formatOrderAmount(order.amount)}</td>
                  <td>
                    {order.delivery ? addressLines(order.delivery).join(', ') : <span className={css.muted}>Not given</span>}
                  </td>
                  <td>
                    {order.paymentId}
                    {order.cardLast4 && <div className={css.muted}>Card ending {order.cardLast4}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {orders.data.total === 0 && <p>No paid order matches.</p>}
          <Pager {...orders.data} noun="orders" onPage={(page) => setQuery((current) => ({ ...current, page }))} />
        </>
      )}
    </section>
  );
}
