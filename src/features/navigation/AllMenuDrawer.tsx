import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { shopCategories } from '../../domain/categories';
import * as css from './all-menu-drawer.css';

/** Loaded on the first press of 'All': it opens at once and then stays, with Radix's trigger. */
export default function AllMenuDrawer({ triggerClassName }: { triggerClassName: string }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const drawer = useRef<HTMLDivElement>(null);
  // Focus moves into the drawer once it has been painted: focusing in the same frame forces a
  // layout of the whole page first, and the press is answered a good deal later (measured in the
  // bench's interaction table). The drawer still traps focus and gives it back to 'All' on close.
  const focusAfterPaint = (event: Event) => {
    event.preventDefault();
    requestAnimationFrame(() => setTimeout(() => drawer.current?.querySelector<HTMLElement>('a[href]')?.focus()));
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>
        <span aria-hidden="true">☰ </span>All
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content ref={drawer} className={css.drawer} aria-describedby={undefined} onOpenAutoFocus={focusAfterPaint}>
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
