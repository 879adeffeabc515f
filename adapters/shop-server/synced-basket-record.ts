import type { BasketLine } from '../../ports/entities';

/**
 * Where the signed-in basket stood with the server, as this browser last knew it: the server's
 * `version` and its `lines` then, and the writes sent from that version whose answers never came
 * (`sending`: a page closed or a connection dropped meanwhile).
 */
export interface SyncedBasket {
  version: number;
  lines: BasketLine[];
  sending: BasketLine[][];
}

/** The record of each shopper's SyncedBasket, kept by the browser beside its copy of the basket. */
export interface SyncedBasketRecord {
  /** null when this browser never synced the shopper's basket, or the record cannot be read */
  load(uid: string): SyncedBasket | null;
  save(uid: string, synced: SyncedBasket): void;
}

/** Not 'basket_…': the other tabs' storage events for the basket itself must not see it. */
const recordKey = (uid: string) => `synced-basket_${uid}`;

const isLine = (line: unknown): boolean => {
  const { id, amount } = (line ?? {}) as Partial<BasketLine>;
  return Number.isInteger(id) && Number.isInteger(amount) && amount! > 0;
};
const areLines = (lines: unknown): lines is BasketLine[] => Array.isArray(lines) && lines.every(isLine);

function parseRecord(text: string | null): SyncedBasket | null {
  if (text === null) return null;
  try {
    const { version, lines, sending } = JSON.parse(text) as Partial<SyncedBasket>;
    const usable =
      Number.isInteger(version) && version! >= 0 && areLines(lines) && Array.isArray(sending) && sending.every(areLines);
    return usable ? { version: version!, lines, sending } : null;
  } catch {
    return null;
  }
}

/** The record in the browser's localStorage; never throws: storage that fails is a record never kept. */
export function createLocalSyncedBasketRecord(storage: Storage | null): SyncedBasketRecord {
  return {
    load(uid) {
      try {
        return parseRecord(storage?.getItem(recordKey(uid)) ?? null);
      } catch {
        return null;
      }
    },
    save(uid, synced) {
      try {
        storage?.setItem(recordKey(uid), JSON.stringify(synced));
      } catch {
        // the next page then reads the server's basket as if this browser had never synced it
      }
    },
  };
}

/** A record kept by this page alone (tests, and storage-less pages). */
export function createPageSyncedBasketRecord(): SyncedBasketRecord {
  const records = new Map<string, SyncedBasket>();
  return {
    load: (uid) => structuredClone(records.get(uid) ?? null),
    save: (uid, synced) => records.set(uid, structuredClone(synced)),
  };
}

/** The browser's localStorage record; one kept by this page alone where there is none (Node, storage blocked). */
export function browserRecord(): SyncedBasketRecord {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return createLocalSyncedBasketRecord(window.localStorage);
  } catch {
    // storage blocked: this page alone
  }
  return createPageSyncedBasketRecord();
}
