import { Link } from '@tanstack/react-router';
import { formatOrderDate } from '../../../domain/dates';
import { addressLines } from '../../../domain/delivery';
import { formatOrderAmount } from '../../../domain/money';
import { sellKeys, useBackOffice } from '../back-office-context';
import * as css from '../back-office.css';
import { Pager } from '../Pager';
import { SearchForm, usePagedSearch } from '../paged-search';
import { Problem } from '../Problem';
import { Table } from '../Table';

/**
 * Every paid order, newest first, 50 a page (docs/api.md, "Back office: orders"): found by its id or
 * the shopper's e-mail, each with its lines, amount, delivery address and payment id, and a link to
 * its own page, where the staff ship, cancel and refund it.
 */
export function SoldOrdersPage() {
  const { port } = useBackOffice();
  const { list: orders, onSearch, toPage } = usePagedSearch(sellKeys.orders, (query) => port.orders(query));
  return (
    <section aria-labelledby="sell-orders">
      <h1 id="sell-orders" className={css.heading}>
        Orders
      </h1>
      <SearchForm list="Orders" label="Order id or e-mail" maxLength={254} onSearch={onSearch} />
      {orders.isError && <Problem error={orders.error} retry={() => void orders.refetch()} />}
      {orders.data && (
        <>
          <Table label="Paid orders" columns={['Order', 'Placed', 'Shopper', 'Lines', 'Amount', 'Delivery', 'Payment']}>
            <tbody>
              {orders.data.entries.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to="/sell/$" params={{ _splat: `orders/${order.id}` }}>
                      {order.id}
                    </Link>
                  </td>
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
          <Pager {...orders.data} noun="orders" onPage={toPage} />
        </>
      )}
    </section>
  );
}
