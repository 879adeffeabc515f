import type { Unsubscribe } from '../../ports/auth-port';
import type { BasketStoragePort, ShownBasket, WaitingChangesPort } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';
import { onFirstUse } from '../../ports/on-first-use';
import type { ShopServerOptions } from './shop-server';

/** This browser's copy of the basket the server last answered (`basket_{uid}`), which other tabs hear of. */
export interface ServerBasketCopy {
  load(uid: string): BasketLine[];
  save(uid: string, basket: BasketLine[]): void;
  onExternalChange(listener: (uid: string, basket: BasketLine[]) => void): Unsubscribe;
}

/** The code that sends the changes (basket-sender.ts), as it runs for one page. */
export interface BasketSender {
  start(uid: string, drawn?: ShownBasket): void;
  send(uid: string): void;
}

export interface ServerBasketOptions extends ShopServerOptions {
  /**
   * the code that sends the changes (createBasketSender) and the copy, loaded in one piece on first
   * use: a guest's page needs neither (ADR-025)
   */
  loadSender: () => Promise<{ createBasketSender: (book: ServerBasketBook) => BasketSender; copy: ServerBasketCopy }>;
  /** the one queue of waiting changes (ADR-042), shared with the basket store */
  waiting: WaitingChangesPort;
  log?: (message: string) => void;
}

/** What the sending code is handed: the copy, and who to tell of the basket to show. */
export interface ServerBasketBook extends Omit<ServerBasketOptions, 'loadSender'> {
  copy: ServerBasketCopy;
  listeners: Set<(uid: string, basket: BasketLine[]) => void>;
}

/**
 * BasketStoragePort of a signed-in shopper whose basket the shop's server keeps (ADR-042). A change
 * is written to the waiting queue at once, and the page shows it at once (the basket store lays it
 * over what it shows); the code that sends it, reads the server's basket and keeps the copy loads
 * on first use, and tells the page the server's last basket with the changes still waiting.
 */
export function createServerBasket(options: ServerBasketOptions): BasketStoragePort {
  const listeners = new Set<(uid: string, basket: BasketLine[]) => void>();
  const sender = onFirstUse(async () => {
    const { createBasketSender, copy } = await options.loadSender();
    return createBasketSender({ ...options, copy, listeners });
  });
  // a download that failed is tried again at the next change; the changes wait meanwhile
  const withSender = (use: (loaded: BasketSender) => void) => void sender().then(use, () => undefined);
  return {
    load(uid, drawn) {
      withSender((loaded) => loaded.start(uid, drawn));
      // the page the server drew holds its basket (ADR-036); else the sender tells it
      return drawn?.lines ?? [];
    },
    change(uid, changes) {
      options.waiting.add(changes.map((change) => ({ ...change, uid })));
      withSender((loaded) => loaded.send(uid));
    },
    onExternalChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
