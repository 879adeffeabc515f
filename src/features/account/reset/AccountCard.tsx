import type { ReactNode } from 'react';
import * as frame from '../../../shared/layout/account-card.css';

/** The frame of the password reset pages: the account card, centred, under its heading. */
export function AccountCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <div className={frame.page}>
      <section className={frame.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={frame.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
