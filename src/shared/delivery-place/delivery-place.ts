import { useEffect } from 'react';
import { create } from 'zustand';
import type { DeliveryAddress } from '../../../ports/entities';
import { shopDeliveryPlace } from '../../domain/delivery';

interface DeliveryPlaceState {
  /** the signed-in shopper's uid, null for a visitor */
  shopper: string | null;
  /** the address each shopper gave at checkout during this visit (ADR-021) */
  given: Record<string, DeliveryAddress>;
}

/** One place for the header and the checkout: one store for the whole page, like the header itself. */
const useDeliveryPlaceStore = create<DeliveryPlaceState>(() => ({ shopper: null, given: {} }));

/** Where the current shopper's orders go: the address they gave, else the shop's own place. */
export function useDeliveryPlace(): DeliveryAddress {
  return useDeliveryPlaceStore((state) => (state.shopper && state.given[state.shopper]) || shopDeliveryPlace);
}

/** The signed-in shopper gives the address their orders go to. */
export function giveDeliveryPlace(place: DeliveryAddress) {
  useDeliveryPlaceStore.setState((state) => (state.shopper ? { given: { ...state.given, [state.shopper]: place } } : state));
}

/** Follows who is signed in, so that one shopper's address is never shown to the next. */
export function useDeliveryPlaceFollows(uid: string | null) {
  useEffect(() => {
    useDeliveryPlaceStore.setState({ shopper: uid });
  }, [uid]);
}
