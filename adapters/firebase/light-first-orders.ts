import type { Order } from '../../ports/entities';
import { ordersFailure } from '../../ports/on-first-use';
import type { OrdersPort } from '../../ports/orders-port';

export interface LightFirstOrdersOptions {
  /** the live adapter (the Firestore SDK, loaded on first use) */
  live: OrdersPort;
  /**
   * The light read of `uid`'s orders, or null when it cannot be made (no fresh ID token of that
   * user in this browser, as on a first visit the server signed in): then the live subscription
   * alone answers, once it may start.
   */
  lightRead: (uid: string) => Promise<Order[]> | null;
  /** the uid whose orders the next page will most likely show (the cached user), or null */
  likelyUid: () => string | null;
  /** resolves once the page is interactive: the live subscription's download waits until then */
  whenInteractive: Promise<void>;
  /**
   * Resolves once the Auth SDK holds `uid`'s session (asked only once the page is interactive).
   * Firestore's rules know the shopper from it: a listener started before, as on a first visit the
   * server signed in (ADR-038), is refused for good. `cancelled` aborts when the watcher stops.
   */
  whenSignedIn: (uid: string, cancelled: AbortSignal) => Promise<void>;
}

/**
 * An OrdersPort whose watchers get the first list from a light read (ADR-024), then hear the live
 * subscription, started once the page is interactive, the Auth SDK holds the shopper's session and
 * the light read has answered (so it can never be overtaken by it), and the first screen never
 * waits for the Firestore SDK. The live list replaces the light one whole (the same query, so the
 * same rows: nothing flashes, nothing doubles). A light read that fails says nothing: the live
 * subscription reports.
 */
export function lightFirstOrders({
  live,
  lightRead,
  likelyUid,
  whenInteractive,
  whenSignedIn,
}: LightFirstOrdersOptions): OrdersPort {
  /** one light read per uid, started by prepare() or the first watcher, used by the first watcher */
  const started = new Map<string, Promise<Order[]>>();
  const takeLightRead = (uid: string) => {
    const read = started.get(uid) ?? lightRead(uid);
    started.delete(uid);
    return read;
  };
  /** once the live subscription has run, its SDK is here and signed in: a light read would only add a round trip */
  let liveStarted = false;

  return {
    saveOrder: (uid, order) => live.saveOrder(uid, order),
    watchOrders(uid, onOrders, onError) {
      if (liveStarted) return live.watchOrders(uid, onOrders, onError);
      let stopped = false;
      let stopLive: (() => void) | undefined;
      const cancelled = new AbortController();
      // no light read to be had (no fresh ID token here): the page shows what the server drew
      const lightSettled = takeLightRead(uid)?.then(
        (orders) => {
          if (!stopped) onOrders(orders);
        },
        () => undefined,
      );
      const signedIn = whenInteractive.then(() => whenSignedIn(uid, cancelled.signal));
      Promise.all([signedIn, lightSettled]).then(
        () => {
          if (stopped) return;
          liveStarted = true;
          stopLive = live.watchOrders(uid, onOrders, onError);
        },
        (error: unknown) => {
          // the Auth SDK could not be loaded (a dropped connection): said as the live adapter would
          if (!stopped) onError(ordersFailure('read the orders', error));
        },
      );
      return () => {
        stopped = true;
        cancelled.abort();
        stopLive?.();
      };
    },
    prepare() {
      if (liveStarted) return live.prepare();
      const uid = likelyUid();
      if (uid && started.has(uid)) return;
      const read = uid ? lightRead(uid) : null;
      // nothing to read lightly: the live adapter gets ready instead, as before
      if (!uid || !read) return live.prepare();
      // a watcher that never comes must not leave a rejection unheard
      read.catch(() => undefined);
      started.set(uid, read);
    },
  };
}
