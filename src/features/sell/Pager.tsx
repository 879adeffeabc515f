import { button } from '../../shared/theme/button-class';
import * as css from './back-office.css';

/** Where a list stands and the way to the page before or after: "Page 2 of 7 (312 products)". */
export function Pager({
  page,
  pages,
  total,
  noun,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  /** the plural of what is listed, made with an s: "products", "orders" */
  noun: string;
  onPage: (page: number) => void;
}) {
  return (
    <div className={css.row}>
      <p role="status">
        Page {page} of {pages} ({total.toLocaleString('en-US')} {total === 1 ? noun.slice(0, -1) : noun})
      </p>
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'small' })}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'small' })}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </div>
  );
}
