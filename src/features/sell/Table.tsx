import type { ReactNode } from 'react';
import * as css from './back-office.css';

/**
 * A table of the back office: its column headings, then its rows (`children`, one or more
 * <tbody>). Its box scrolls sideways when the table is wider than the screen: a region named
 * `label` that the keyboard can reach, so that its arrows scroll it too.
 */
export function Table({
  label,
  columns,
  caption,
  children,
}: {
  label: string;
  columns: string[];
  caption?: string;
  children: ReactNode;
}) {
  return (
    // a scrolling box must be reachable by keyboard (WCAG 2.1.1): its focus is how arrows scroll it
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={css.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={css.table}>
        {caption && <caption className={css.muted}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
