import { createFileRoute, Navigate } from '@tanstack/react-router';
import { resetsPasswords } from '../features/account/reset/password-resets';
import { ResetPasswordPage } from '../features/account/reset/ResetPasswordPage';
import { pageHeadOf } from '../shared/head/page-heads';
import { usePorts } from '../shared/ports-context';

interface ResetSearch {
  token?: string;
}

// ADR-033: the page a password reset mail links to, `?token=` its one use
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  head: pageHeadOf('resetPassword'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { auth } = usePorts();
  const { token } = Route.useSearch();
  // a shop that cannot send mail (the offline demo) has no reset: its sign-in page instead
  return resetsPasswords(auth) ? <ResetPasswordPage auth={auth} token={token} /> : <Navigate to="/auth" replace />;
}
