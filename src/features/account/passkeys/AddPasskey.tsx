import { useState } from 'react';
import { PASSKEY_ADDED, passkeyAddMessage } from '../../../domain/passkey-add-messages';
import { button } from '../../../shared/theme/button-class';
import { errorText, successNotice } from '../../../shared/theme/recipes.css';
import * as css from './add-passkey.css';
import { Spinner } from '../shared/Spinner';
import { usePasskeys } from './use-passkeys';

/**
 * Issue 38 item 8: 'Passkeys' on /account, where a signed-in shopper adds one through the browser's
 * own dialog. Shown only where passkeys can work (the embedded default, a browser with WebAuthn).
 */
export function AddPasskey() {
  const passkeys = usePasskeys();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<{ added: true } | { error: string } | null>(null);
  if (!passkeys) return null;

  async function add() {
    if (working || !passkeys) return;
    setOutcome(null);
    setWorking(true);
    try {
      await passkeys.add();
      setOutcome({ added: true });
    } catch (failure) {
      setOutcome({ error: passkeyAddMessage(failure) });
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className={css.section} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={css.title}>
        Passkeys
      </h2>
      <p className={css.hint}>Sign in with your fingerprint, face or screen lock instead of your password.</p>
      {outcome && 'added' in outcome && (
        <p className={successNotice} role="status">
          {PASSKEY_ADDED}
        </p>
      )}
      {outcome && 'error' in outcome && (
        <p className={errorText} role="alert">
          {outcome.error}
        </p>
      )}
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        disabled={working}
        aria-busy={working}
        onClick={() => void add()}
      >
        {working && <Spinner />}
        Add a passkey
      </button>
    </section>
  );
}
