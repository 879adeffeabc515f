import type { User } from '../../ports/entities';

/** The tabs of this browser, and the parts of one page, hear of a sign-in or a Sign Out at once. */
export const SESSION_CHANNEL = 'shop-session';

/**
 * Tells the shop's session (session-auth.ts), in this page and the others, that the account signed
 * in changed outside it: the back office signs its staff in and out with the same accounts.
 */
export function announceSessionChange(user: User | null): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(user);
  channel.close();
}
