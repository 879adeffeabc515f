import { useMatches, useRouter } from '@tanstack/react-router';
import { usePorts } from '../../../shared/ports-context';

/**
 * Sign Out. On a page for signed-in shoppers only it goes to the home page first (ADR-019): the
 * page's guard would otherwise read the shopper's own sign-out as a refusal ('you must log in to
 * pay'). The guard still sends a visitor who arrives signed out, or whose session ends otherwise.
 */
export function useSignOut() {
  const { auth } = usePorts();
  const router = useRouter();
  const onSignedInOnlyPage = useMatches({ select: (matches) => matches.some((match) => match.staticData.signedInOnly) });
  return async () => {
    try {
      if (onSignedInOnlyPage) await router.navigate({ to: '/' });
      await auth.signOut();
    } catch (error) {
      console.error('Could not sign out', error);
    }
  };
}
