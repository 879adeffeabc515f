import { redirect } from '@tanstack/react-router';
import type { User } from '../../ports/entities';
import type { SignInReason } from '../domain/sign-in-redirect';
import type { RouterContext } from './router-context';

/**
 * Guard for signed-in routes: waits until the session is known (so a signed-in shopper reloading
 * the page is never bounced), then sends anyone else to /auth with the requirements' reason, if any.
 */
export async function requireUser(context: RouterContext, reason: SignInReason | null, returnTo: string): Promise<User> {
  const user = await context.whenSessionKnown();
  if (!user) throw redirect({ to: '/auth', search: { reason: reason ?? undefined, redirect: returnTo }, replace: true });
  return user;
}
