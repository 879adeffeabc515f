import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { signInMessage } from '../../../domain/sign-in-redirect';
import { usePorts } from '../../../shared/ports-context';
import { useHydrating } from '../../../shared/use-hydrating';
import { button } from '../../../shared/theme/button-class';
import { errorText } from '../../../shared/theme/recipes.css';
import { CreateAccountButton } from './CreateAccountButton';
import { NewHereSuggestion } from './NewHereSuggestion';
import { PasswordField } from './PasswordField';
import * as frame from '../../../shared/layout/account-card.css';
import { CredentialField } from './CredentialField';
import { resetsPasswords } from '../reset/password-resets';
import { PasskeySignIn } from '../passkeys/PasskeySignIn';
import * as css from './sign-in-page.css';
import { Spinner } from '../shared/Spinner';
import { useCredentialsSubmit } from './use-credentials-submit';

/** Requirements §2 'Sign-in page' (a spinner on the button while working) with requirements §5 validation and requirements §8 messages. */
export function SignInPage({ reason, redirect }: { reason?: string; redirect?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, suggestSignUp, working, run } = useCredentialsSubmit({ form, email, password, redirect });
  const redirectMessage = signInMessage(reason);
  // ADR-033: only where the shop can mail a reset link, which the pre-rendered page cannot know; the
  // link sits in the password label's row, so appearing once the app runs moves nothing
  const { auth } = usePorts();
  const hydrating = useHydrating();
  const canReset = resetsPasswords(auth) && !hydrating;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('signIn');
  };

  return (
    <div className={frame.page}>
      <form
        ref={form}
        className={frame.card}
        onSubmit={submit}
        noValidate
        aria-labelledby="sign-in-title"
        aria-busy={working !== null}
      >
        <h1 id="sign-in-title" className={frame.title}>
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
        {suggestSignUp && <NewHereSuggestion disabled={working !== null} onCreate={() => void run('signUp')} />}
        <CredentialField id="sign-in-email" label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <PasswordField
          value={password}
          onChange={setPassword}
          besideLabel={canReset && <Link to="/forgot-password">Forgot your password?</Link>}
        />
        <button
          type="submit"
          className={button({ tone: 'primary', size: 'wide' })}
          disabled={working !== null}
          aria-busy={working === 'signIn'}
        >
          {working === 'signIn' && <Spinner />}
          Sign In
        </button>
        <PasskeySignIn redirect={redirect} disabled={working !== null} />
        <p className={css.terms}>
          By signing in you agree to the shop&apos;s Conditions of Use &amp; Sale. Please see our Privacy Notice, our Cookies
          Notice and our Interest-Based Ads Notice.
        </p>
        <CreateAccountButton disabled={working !== null} working={working === 'signUp'} onCreate={() => void run('signUp')} />
      </form>
    </div>
  );
}
