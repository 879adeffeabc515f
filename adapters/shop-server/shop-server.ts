import type { ShopperCredentials } from '../../ports/auth-port';

/** The page's visibility, as the adapters follow it: `document` in the browser. */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface ShopServerOptions {
  /** where the shop's server answers: '' for this page's own origin, whose session cookie goes along */
  baseUrl: string;
  fetch?: typeof fetch;
  /**
   * the signed-in shopper's credentials, where a session cookie does not say it: the cloud
   * configuration's Firebase ID token, sent as a Bearer token. Default: the cookie alone.
   */
  credentials?: () => Promise<ShopperCredentials | null>;
  /** default: the page's `document` (none outside a browser) */
  page?: PageVisibility;
}

/** One answer of the shop's server; `body` is null when it is not JSON. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The header a Firebase ID token goes in; a session needs none, its cookie goes along. */
const authorizationOf = (credentials: ShopperCredentials | null): Record<string, string> =>
  credentials?.kind === 'id-token' ? { Authorization: `Bearer ${credentials.token}` } : {};

/**
 * Calls the shop's server as the signed-in shopper: the browser sends the session cookie itself
 * (same origin; ADR-031), or the ID token goes along (the cloud). Rejects only when the server
 * cannot be reached.
 */
export function shopServerCall({ baseUrl, fetch: fetchFn, credentials }: ShopServerOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  // looked up at each call, not when built: a page (or test) may replace the global later
  const send = fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const headers = {
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...authorizationOf((await credentials?.()) ?? null),
    };
    const response = await send(`${base}${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      credentials: 'same-origin',
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

/**
 * Calls `listener` each time the shopper comes back to the page (it becomes visible): what another
 * device changed meanwhile is read then, and what could not be sent is sent again.
 */
export function onPageVisible(page: PageVisibility | undefined, listener: () => void): () => void {
  const target = page ?? (typeof document === 'undefined' ? undefined : document);
  if (!target) return () => undefined;
  const onChange = () => {
    if (target.visibilityState === 'visible') listener();
  };
  target.addEventListener('visibilitychange', onChange);
  return () => target.removeEventListener('visibilitychange', onChange);
}
