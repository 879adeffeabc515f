import { useRef, useState, type FormEvent } from 'react';
import { signInMessage } from '../../domain/sign-in-redirect';
import { button, errorText } from '../../shared/theme/recipes.css';
import { CreateAccountButton } from './CreateAccountButton';
import { NewHereSuggestion } from './NewHereSuggestion';
import { PasswordField } from './PasswordField';
import * as css from './sign-in-page.css';
import { Spinner } from './Spinner';
import { useCredentialsSubmit } from './use-credentials-submit';

/** Requirements §2 'Sign-in page' (a spinner on the button while working) with requirements §5 validation and requirements §8 messages. */
export function SignInPage({ reason, redirect }: { reason?: string; redirect?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, suggestSignUp, working, run } = useCredentialsSubmit({ form, email, password, redirect });
  const redirectMessage = signInMessage(reason);

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
        {suggestSignUp && <NewHereSuggestion disabled={working !== null} onCreate={() => void run('signUp')} />}
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
        <CreateAccountButton disabled={working !== null} working={working === 'signUp'} onCreate={() => void run('signUp')} />
      </form>
    </div>
  );
}
