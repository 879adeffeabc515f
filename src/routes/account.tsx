import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/account-page/AccountPage';
import { useSession } from '../features/account/session/session-context';
import { pageHeadOf } from '../shared/head/page-heads';
import { requireUser } from '../shared/require-user';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

export const Route = createFileRoute('/account')({
  // not signed in: the sign-in page, and back here afterwards
  beforeLoad: ({ context }) => requireUser(context, null, '/account'),
  staticData: { signedInOnly: true },
  head: pageHeadOf('account'),
  component: AccountRoute,
});

function AccountRoute() {
  const user = useSession((state) => state.user);
  return (
    <HydrationRegion>
      <AccountPage user={user} />
    </HydrationRegion>
  );
}
