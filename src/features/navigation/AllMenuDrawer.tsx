import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { shopCategories } from '../../domain/categories';
import { afterNextPaint } from '../../shared/after-next-paint';
import * as css from './all-menu-drawer.css';
import { usePageBehind } from './use-page-behind';

/**
 * Loaded on the first press of 'All': it opens at once and then stays, with Radix's trigger.
 *
 * A modal drawer built from Radix's non-modal dialog (ADR-016): the modal one turns pointer events
 * off for the whole page as it opens, and the browser then repaints the whole page in that frame
 * (about two thirds of each opening's time with the CPU slowed 4x). What the modal one gives is
 * made here instead: the backdrop takes every press outside the drawer (and closes it), Tab loops
 * inside, the page behind turns inert and stops scrolling (usePageBehind), and focus goes back to
 * 'All' however the drawer closes.
 */
export default function AllMenuDrawer({ triggerClassName }: { triggerClassName: string }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const drawer = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  usePageBehind(drawer, trigger, open);
  // Focus moves into the drawer once it has been painted: focusing in the same frame forces a
  // layout of the whole page first, and the press is answered a good deal later (measured in the
  // bench's interaction table).
  const focusAfterPaint = (event: Event) => {
    event.preventDefault();
    afterNextPaint(() => drawer.current?.querySelector<HTMLElement>('a[href]')?.focus());
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger ref={trigger} className={triggerClassName}>
        <span aria-hidden="true">☰ </span>All
      </Dialog.Trigger>
      <Dialog.Portal>
        <div className={css.overlay} aria-hidden="true" />
        <Dialog.Content
          ref={drawer}
          className={css.drawer}
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={focusAfterPaint}
          // focus goes back to 'All' once the page behind is no longer inert (usePageBehind)
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title className={css.title}>Browse the shop</Dialog.Title>
          <nav aria-label="Departments">
            <h3 className={css.heading}>Shop by department</h3>
            <ul className={css.list}>
              {shopCategories.map((category) => (
                <li key={category.name}>
                  <Link
                    to="/category/$categoryName"
                    params={{ categoryName: category.name }}
                    className={css.item}
                    onClick={close}
                  >
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className={css.heading}>Help &amp; settings</h3>
            <ul className={css.list}>
              <li>
                {/* the account view; anyone not signed in is sent to sign in first */}
                <Link to="/account" className={css.item} onClick={close}>
                  Your Account
                </Link>
              </li>
              <li>
                <Link to="/Orders" className={css.item} onClick={close}>
                  Your Orders
                </Link>
              </li>
              <li>
                <Link to="/Cart" className={css.item} onClick={close}>
                  Your Cart
                </Link>
              </li>
            </ul>
          </nav>
          <Dialog.Close className={css.close} aria-label="Close menu">
            ✕
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
