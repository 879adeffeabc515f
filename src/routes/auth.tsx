import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/account/sign-in/SignInPage';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

interface AuthSearch {
  reason?: string;
  redirect?: string;
}

export const Route = createFileRoute('/auth')({
  // only strings pass; the page itself decides what is safe to show or follow
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    reason: typeof search.reason === 'string' ? search.reason : undefined,
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  head: pageHeadOf('auth'),
  component: AuthRoute,
});

function AuthRoute() {
  const { reason, redirect } = Route.useSearch();
  return (
    <HydrationRegion>
      <SignInPage reason={reason} redirect={redirect} />
    </HydrationRegion>
  );
}
