/**
 * Kept pages (ADR-027): what this browser keeps of the signed-in pages it has shown, the page's
 * markup and the data it was drawn from, so that the next visit shows them at its first paint,
 * before the app's code has arrived, and the app's first frame draws the same. Each record names
 * the user it was kept for; all are forgotten as soon as the session or the basket changes, and
 * none is shown after an hour. No imports: the pre-rendered pages' inline start script reads it.
 */

export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const prefix = 'shopfront:kept:';

/** A record older than this is not shown: the shopper's session may have ended meanwhile. */
export const keptMaxAgeMs = 60 * 60 * 1000;

interface Kept<T> {
  savedAt: number;
  /** the uid of the user it was kept for */
  owner: string;
  value: T;
}

/** The browser's localStorage, or nothing where the browser blocks it. */
export function browserStorage(): KeptStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: KeptStorage | null, key: string): Partial<Kept<unknown>> | null {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null') as Partial<Kept<unknown>> | null;
  } catch {
    return null;
  }
}

export function recallKept<T>(storage: KeptStorage | null, name: string, now = Date.now()): T | undefined {
  const kept = read(storage, prefix + name);
  const fresh = typeof kept?.savedAt === 'number' && kept.savedAt <= now && now - kept.savedAt < keptMaxAgeMs;
  return fresh ? (kept.value as T) : undefined;
}

export function keep(storage: KeptStorage | null, name: string, owner: string, value: unknown, now = Date.now()) {
  try {
    storage?.setItem(prefix + name, JSON.stringify({ savedAt: now, owner, value } satisfies Kept<unknown>));
  } catch {
    // full or blocked storage: an older record must not stand in for this one
    try {
      storage?.removeItem(prefix + name);
    } catch {
      // blocked storage holds no record either
    }
  }
}

/** Forgets every record, or every one not kept for `owner`. */
export function forgetKept(storage: KeptStorage | null, owner?: string) {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix) && (owner === undefined || read(storage, key)?.owner !== owner)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // blocked storage keeps nothing to forget
  }
}

/** A kept page: its markup, and the stylesheet its class names belong to (one build's). */
export interface KeptMarkup {
  html: string;
  stylesheet: string | null;
}

/** A page's markup is kept under its path and query: a Buy Now checkout is a page of its own. */
export const pageMarkupName = (path: string, search: string) => `page:${path.replace(/\/+$/, '').toLowerCase()}${search}`;

/**
 * The build's stylesheet a document is drawn with: linked in its head, or waiting in a template
 * there (a pre-rendered page before it is shown). Kept markup drawn with another is not shown.
 */
export function stylesheetOf(doc: Document): string | null {
  const linked =
    doc.head.querySelector('link[rel="stylesheet"]') ??
    [...doc.head.querySelectorAll('template')].map((kept) => kept.content.querySelector('link[rel="stylesheet"]')).find(Boolean);
  return linked?.getAttribute('href') ?? null;
}

/** The markup kept for this page, if it was kept for the stylesheet the page is drawn with. */
export function keptMarkupFor(storage: KeptStorage | null, doc: Document): string | undefined {
  const { pathname, search } = doc.defaultView!.location;
  const kept = recallKept<Partial<KeptMarkup>>(storage, pageMarkupName(pathname, search));
  return typeof kept?.html === 'string' && kept.stylesheet === stylesheetOf(doc) ? kept.html : undefined;
}
