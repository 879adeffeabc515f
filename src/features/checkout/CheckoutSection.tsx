import type { ReactNode } from 'react';
import * as css from './checkout-section.css';

/** One titled part of the checkout (delivery address, review, payment), named by its heading. */
export function CheckoutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
