/**
 * What this browser keeps of the signed-in pages it has shown (ADR-027): a page's markup and the
 * data it was drawn from, so that the next visit shows them at its first paint, before the app's
 * code has arrived, and the app's first frame draws the same. Kept an hour at most, and forgotten
 * as soon as the session or the basket changes. No imports: the pre-rendered pages' inline start
 * script reads it.
 */

export type ShownStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const prefix = 'shopfront:shown:';

/** A kept page older than this is not shown: the shopper's session may have ended meanwhile. */
export const shownMaxAgeMs = 60 * 60 * 1000;

interface Kept<T> {
  savedAt: number;
  value: T;
}

/** The browser's localStorage, or nothing where the browser blocks it. */
export function browserStorage(): ShownStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function recallShown<T>(storage: ShownStorage | null, name: string, now = Date.now()): T | undefined {
  try {
    const kept = JSON.parse(storage?.getItem(prefix + name) ?? 'null') as Kept<T> | null;
    const fresh = kept !== null && typeof kept.savedAt === 'number' && kept.savedAt <= now && now - kept.savedAt < shownMaxAgeMs;
    return fresh ? kept.value : undefined;
  } catch {
    return undefined;
  }
}

export function keepShown(storage: ShownStorage | null, name: string, value: unknown, now = Date.now()) {
  try {
    storage?.setItem(prefix + name, JSON.stringify({ savedAt: now, value } satisfies Kept<unknown>));
  } catch {
    // full or blocked storage: the next visit shows the page's placeholder, as on a first visit
  }
}

export function forgetShown(storage: ShownStorage | null) {
  try {
    if (!storage) return;
    const names: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const name = storage.key(index);
      if (name?.startsWith(prefix)) names.push(name);
    }
    for (const name of names) storage.removeItem(name);
  } catch {
    // blocked storage keeps nothing to forget
  }
}

/** A page's markup is kept under its path and query: a Buy Now checkout is a page of its own. */
export const pageMarkupName = (path: string, search: string) => `page:${path.replace(/\/+$/, '').toLowerCase()}${search}`;
