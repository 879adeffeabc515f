import { redirect } from '@tanstack/react-router';
import type { User } from '../../ports/entities';
import type { SignInReason } from '../domain/sign-in-redirect';
import type { RouterContext } from './router-context';

/**
 * Route timing for a page behind the guard: its placeholder (the page's own frame) shows at once
 * while the session is checked, and in the pre-rendered page; it is the page's loading state, so
 * nothing flashes and it needs no minimum time on screen (the router's default would keep it half
 * a second after the session is known).
 */
export const pendingWhileSessionChecked = { pendingMs: 0, pendingMinMs: 0 } as const;

/**
 * Guard for signed-in routes: waits until the session is known (so a signed-in shopper reloading
 * the page is never bounced), then sends anyone else to /auth with the requirements' reason, if any.
 */
export async function requireUser(context: RouterContext, reason: SignInReason | null, returnTo: string): Promise<User> {
  const user = await context.whenSessionKnown();
  if (!user) throw redirect({ to: '/auth', search: { reason: reason ?? undefined, redirect: returnTo }, replace: true });
  return user;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** a page behind requireUser: Sign Out there goes to the home page first (ADR-019) */
    signedInOnly?: boolean;
  }
}
