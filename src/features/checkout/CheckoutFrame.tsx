import type { ReactNode } from 'react';
import * as css from './checkout-frame.css';

/** The frame of every checkout screen: the page's width and its title bar, then what it shows. */
export function CheckoutFrame({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <div className={css.page}>
      <h1 className={css.title}>{heading}</h1>
      {children}
    </div>
  );
}

/** A checkout screen that says one thing in place of the form (loading, nothing to pay). */
export function CheckoutNote({ heading, status, children }: { heading: ReactNode; status?: boolean; children: ReactNode }) {
  return (
    <CheckoutFrame heading={heading}>
      <p className={css.panel} role={status ? 'status' : undefined}>
        {children}
      </p>
    </CheckoutFrame>
  );
}

/** The frame's panel, for a screen that says more than one paragraph. */
export function CheckoutPanel({ children }: { children: ReactNode }) {
  return <div className={css.panel}>{children}</div>;
}
