import { useRouter } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { mayHaveNoAccount, signInErrorMessage, signUpErrorMessage } from '../../domain/auth-messages';
import { validateCredentials } from '../../domain/credentials';
import { safeRedirectPath, signInMessage } from '../../domain/sign-in-redirect';
import { usePorts } from '../../shared/ports-context';
import { button, errorText } from '../../shared/theme/recipes.css';
import { PasswordField } from './PasswordField';
import { useSessionStore } from './session-context';
import * as css from './sign-in-page.css';
import { Spinner } from './Spinner';

type Action = 'signIn' | 'signUp';

/** Requirements §2 'Sign-in page' (a spinner on the button while working) with requirements §5 validation and requirements §8 messages. */
export function SignInPage({ reason, redirect }: { reason?: string; redirect?: string }) {
  const { auth } = usePorts();
  const session = useSessionStore();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** the sign-in was refused in a way that may mean a first visit: the page suggests creating an account */
  const [suggestSignUp, setSuggestSignUp] = useState(false);
  const [working, setWorking] = useState<Action | null>(null);
  const redirectMessage = signInMessage(reason);

  async function run(action: Action) {
    if (working || !form.current) return;
    // requirements §5: both fields are required; a bad e-mail gets the spec's message, not the browser's
    const missing = Array.from(form.current.elements).find(
      (field): field is HTMLInputElement => field instanceof HTMLInputElement && field.validity.valueMissing,
    );
    if (missing) {
      missing.reportValidity();
      return;
    }
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('signIn');
  };

  return (
    <div className={css.page}>
      <form
        ref={form}
        className={css.card}
        onSubmit={submit}
        noValidate
        aria-labelledby="sign-in-title"
        aria-busy={working !== null}
      >
        <h1 id="sign-in-title" className={css.title}>
          Sign in
        </h1>
        {redirectMessage && (
          <p className={errorText} role="alert">
            {redirectMessage}
          </p>
        )}
        {error && (
          <p className={errorText} role="alert">
            {error}
          </p>
        )}
        {suggestSignUp && (
          <p className={css.newHere}>
            New here?{' '}
            <button type="button" className={css.linkButton} disabled={working !== null} onClick={() => void run('signUp')}>
              Create your account
            </button>
          </p>
        )}
        <label className={css.label} htmlFor="sign-in-email">
          Email
        </label>
        <input
          id="sign-in-email"
          className={css.input}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField value={password} onChange={setPassword} />
        <button
          type="submit"
          className={button({ tone: 'primary', size: 'wide' })}
          disabled={working !== null}
          aria-busy={working === 'signIn'}
        >
          {working === 'signIn' && <Spinner />}
          Sign In
        </button>
        <p className={css.terms}>
          By signing in you agree to the shop&apos;s Conditions of Use &amp; Sale. Please see our Privacy Notice, our Cookies
          Notice and our Interest-Based Ads Notice.
        </p>
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'wide' })}
          disabled={working !== null}
          aria-busy={working === 'signUp'}
          onClick={() => void run('signUp')}
        >
          {working === 'signUp' && <Spinner />}
          Create your Amazon Account
        </button>
      </form>
    </div>
  );
}
