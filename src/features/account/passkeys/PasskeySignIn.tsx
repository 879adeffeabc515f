import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { passkeySignInMessage } from '../../../domain/passkey-sign-in-messages';
import { safeRedirectPath } from '../../../domain/sign-in-redirect';
import { button } from '../../../shared/theme/button-class';
import { errorText } from '../../../shared/theme/recipes.css';
import * as css from './passkey-sign-in.css';
import { useSessionStore } from '../session/session-context';
import { Spinner } from '../shared/Spinner';
import { usePasskeys } from './use-passkeys';

/**
 * Issue 38 item 8: 'Sign in with a passkey' on /auth, the browser's own dialog instead of the
 * e-mail and password; then on to where the shopper was going, as the password's Sign In does.
 * Nothing at all where passkeys cannot work (another configuration, a browser without WebAuthn).
 */
export function PasskeySignIn({ redirect, disabled = false }: { redirect?: string; disabled?: boolean }) {
  const passkeys = usePasskeys();
  const session = useSessionStore();
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!passkeys) return null;

  async function signIn() {
    if (working || !passkeys) return;
    setError(null);
    setWorking(true);
    try {
      const user = await passkeys.signIn();
      session.signedIn(user);
      // a plain path (it may carry a query), already checked to be same-site
      router.history.replace(safeRedirectPath(redirect));
    } catch (failure) {
      setError(passkeySignInMessage(failure));
      setWorking(false);
    }
  }

  return (
    <div className={css.passkey}>
      <p className={css.divider}>or</p>
      {error && (
        <p className={errorText} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'wide' })}
        disabled={disabled || working}
        aria-busy={working}
        onClick={() => void signIn()}
      >
        {working && <Spinner />}
        Sign in with a passkey
      </button>
    </div>
  );
}
