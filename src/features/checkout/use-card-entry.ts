import { useEffect, useRef, useState } from 'react';
import type { CardEntry, CardEntryState, PaymentPort } from '../../../ports/payment-port';

/**
 * Loads the adapter's card form on demand and mounts it into the element given to `target` (a
 * callback ref), whenever both are there: the element may appear after the form has loaded.
 * `onEdited` hears each change the shopper makes to the card.
 */
export function useCardEntry(payment: PaymentPort, onEdited: () => void) {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState<CardEntry | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [state, setState] = useState<CardEntryState>({ complete: false, error: null });
  // the latest callback, without mounting the form anew for each render's
  const edited = useRef(onEdited);
  useEffect(() => {
    edited.current = onEdited;
  });

  useEffect(() => {
    let active = true;
    payment.loadCardEntry().then(
      (entry) => active && setLoaded(entry),
      (error: unknown) => {
        console.error('Card form failed to load', error);
        if (active) setLoadFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [payment]);

  useEffect(() => {
    if (!loaded || !target) return;
    const unmount = loaded.mount(target, (next) => {
      setState(next);
      if (next.edited) edited.current();
    });
    return () => {
      unmount();
      setState({ complete: false, error: null });
    };
  }, [loaded, target]);

  // only a mounted form can pay
  return { target: setTarget, entry: loaded && target ? loaded : null, state, loadFailed };
}
