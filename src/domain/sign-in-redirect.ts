// ADR-002: the sign-in page shows only the spec's messages and returns only to same-site paths.

export const signInReasons = {
  pay: 'you must log in to pay',
  orders: 'you must log in to view your orders',
  'orders-page': 'You must be logged in to view your orders',
} as const;

export type SignInReason = keyof typeof signInReasons;

export function signInMessage(reason: unknown): string | null {
  return typeof reason === 'string' && Object.hasOwn(signInReasons, reason) ? signInReasons[reason as SignInReason] : null;
}

/**
 * A same-site path to go to after sign-in; anything else (other hosts, schemes, '//x') gives '/'.
 * The URL parser decides, as the browser will: it drops tabs and newlines and reads '\\' as '/'.
 */
export function safeRedirectPath(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return '/';
  try {
    const url = new URL(redirect, 'https://same.site');
    if (url.origin !== 'https://same.site') return '/';
    const path = url.pathname + url.search + url.hash;
    // '/.//x' comes out as '//x', which a browser reads as the host x
    return path.startsWith('//') ? '/' : path;
  } catch {
    return '/';
  }
}
