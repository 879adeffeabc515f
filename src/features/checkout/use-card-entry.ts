import { useEffect, useRef, useState } from 'react';
import type { CardEntry, CardEntryState, PaymentPort } from '../../../ports/payment-port';

/** Loads the adapter's card form on demand and mounts it into the returned ref. */
export function useCardEntry(payment: PaymentPort) {
  const target = useRef<HTMLDivElement>(null);
  const [entry, setEntry] = useState<CardEntry | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [state, setState] = useState<CardEntryState>({ complete: false, error: null });

  useEffect(() => {
    let active = true;
    payment.loadCardEntry().then(
      (loaded) => active && setEntry(loaded),
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
    if (!entry || !target.current) return;
    return entry.mount(target.current, setState);
  }, [entry]);

  return { target, entry, state, loadFailed };
}
