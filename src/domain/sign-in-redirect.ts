// Design decision 2: the sign-in page shows only the spec's messages and returns only to same-site paths.

export const signInReasons = {
  pay: 'you must log in to pay',
  orders: 'you must log in to view your orders',
  'orders-page': 'You must be logged in to view your orders',
} as const;

export type SignInReason = keyof typeof signInReasons;

export function signInMessage(reason: unknown): string | null {
  return typeof reason === 'string' && Object.hasOwn(signInReasons, reason) ? signInReasons[reason as SignInReason] : null;
}

/** A same-site path to go to after sign-in; anything else (other hosts, schemes, '//x') gives '/'. */
export function safeRedirectPath(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return '/';
  }
  try {
    const url = new URL(redirect, 'https://same.site');
    return url.origin === 'https://same.site' ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}
