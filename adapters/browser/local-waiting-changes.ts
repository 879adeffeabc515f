import { isBasketChange } from '../../ports/basket-change';
import type { WaitingChange, WaitingChangesPort } from '../../ports/basket-storage-port';

/** Not 'basket_…': another tab's storage event for a basket must not take it for one. */
export const WAITING_KEY = 'waiting-basket-changes';

/** At most this many wait: a browser offline for long keeps the latest, the server's rule is the same for all. */
const MOST_WAITING = 200;

/**
 * The one queue of waiting basket changes, in localStorage (ADR-042): written at once, as the
 * shopper acts, so that a page left at once loses nothing. Never throws: storage that fails is a
 * queue of this page's memory.
 */
export function createLocalWaitingChanges(storage: Storage | null): WaitingChangesPort {
  let inPage: WaitingChange[] = [];
  const read = (): WaitingChange[] => {
    try {
      const data: unknown = JSON.parse(storage!.getItem(WAITING_KEY) ?? '[]');
      return Array.isArray(data) ? (data.filter(isBasketChange) as WaitingChange[]) : [];
    } catch {
      return [...inPage];
    }
  };
  const write = (changes: WaitingChange[]) => {
    inPage = changes.slice(-MOST_WAITING);
    try {
      storage!.setItem(WAITING_KEY, JSON.stringify(inPage));
    } catch {
      // blocked or full: from now on the queue is this page's, which still sends them
      storage = null;
    }
  };
  return {
    read,
    add: (changes) => write([...read(), ...changes]),
    drop: (uid, ids) => write(read().filter((change) => change.uid !== uid || !ids.includes(change.id))),
  };
}
