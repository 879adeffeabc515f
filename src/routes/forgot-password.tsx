import { createFileRoute, Navigate } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/account/reset/ForgotPasswordPage';
import { resetsPasswords } from '../features/account/reset/password-resets';
import { pageHeadOf } from '../shared/head/page-heads';
import { usePorts } from '../shared/ports-context';

// ADR-033: "Forgot your password?" on /auth leads here
export const Route = createFileRoute('/forgot-password')({
  head: pageHeadOf('forgotPassword'),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { auth } = usePorts();
  // a shop that cannot send mail (the offline demo) has no reset: its sign-in page instead
  return resetsPasswords(auth) ? <ForgotPasswordPage auth={auth} /> : <Navigate to="/auth" replace />;
}
