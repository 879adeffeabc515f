import { useRouter } from '@tanstack/react-router';
import { useState, type RefObject } from 'react';
import { mayHaveNoAccount, signInErrorMessage, signUpErrorMessage } from '../../../domain/auth-messages';
import { validateCredentials } from '../../../domain/credentials';
import { safeRedirectPath } from '../../../domain/sign-in-redirect';
import { usePorts } from '../../../shared/ports-context';
import { reportMissingField } from '../shared/report-missing-field';
import { useSessionStore } from '../session/session-context';

export type CredentialsAction = 'signIn' | 'signUp';

/**
 * Signing in or creating an account with the form's e-mail and password: requirements §5
 * validation first, then the shopper is sent on to where they were going, or told why not
 * (requirements §8 messages).
 */
export function useCredentialsSubmit({
  form,
  email,
  password,
  redirect,
}: {
  form: RefObject<HTMLFormElement | null>;
  email: string;
  password: string;
  redirect?: string;
}) {
  const { auth } = usePorts();
  const session = useSessionStore();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  /** the sign-in was refused in a way that may mean a first visit: the page suggests creating an account */
  const [suggestSignUp, setSuggestSignUp] = useState(false);
  const [working, setWorking] = useState<CredentialsAction | null>(null);

  async function run(action: CredentialsAction) {
    if (working || !form.current || reportMissingField(form.current)) return;
    const invalid = validateCredentials(email.trim(), password);
    if (invalid) return setError(invalid);
    setError(null);
    setSuggestSignUp(false);
    setWorking(action);
    try {
      const user = action === 'signIn' ? await auth.signIn(email.trim(), password) : await auth.signUp(email.trim(), password);
      session.signedIn(user);
      // a plain path (it may carry a query), already checked to be same-site
      router.history.replace(safeRedirectPath(redirect));
    } catch (failure) {
      setError(action === 'signIn' ? signInErrorMessage(failure) : signUpErrorMessage(failure));
      setSuggestSignUp(action === 'signIn' && mayHaveNoAccount(failure));
      setWorking(null);
    }
  }

  return { error, suggestSignUp, working, run };
}
