import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { deadResetLinkMessage, isDeadResetLink, passwordResetErrorMessage } from '../../../domain/auth-messages';
import { passwordProblem } from '../../../domain/credentials';
import * as frame from '../../../shared/layout/account-card.css';
import { button } from '../../../shared/theme/button-class';
import { errorText, successNotice } from '../../../shared/theme/recipes.css';
import { AccountCard } from './AccountCard';
import type { ResettingAuth } from './password-resets';
import { PasswordField } from '../sign-in/PasswordField';
import * as css from './reset-password-page.css';
import { Spinner } from '../shared/Spinner';
import { useFormSend } from './use-form-send';

type Outcome = 'changed' | 'dead-link' | null;

/**
 * The page a reset link opens (ADR-033): a new password of at least 6 characters
 * (requirements §5) for the account the link was sent to. A link used or expired, or an address
 * without its token, says so and offers a new one.
 */
export function ResetPasswordPage({ auth, token }: { auth: ResettingAuth; token: string | undefined }) {
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { working, error, send } = useFormSend(passwordResetErrorMessage);
  const page = (content: ReactNode) => (
    <AccountCard titleId="reset-password-title" title="Set a new password">
      {content}
    </AccountCard>
  );

  if (!token || outcome === 'dead-link')
    return page(
      <>
        <p className={errorText} role="alert">
          {deadResetLinkMessage}
        </p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </>,
    );
  if (outcome === 'changed')
    return page(
      <>
        <p className={`${successNotice} ${frame.text}`} role="status">
          Your password has been changed. Please sign in with your new password.
        </p>
        <Link to="/auth">Sign in</Link>
      </>,
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget, passwordProblem(password), async () => {
      try {
        await auth.resetPassword(token, password);
        setOutcome('changed');
      } catch (failure) {
        // any other refusal leaves the form, with its message, to try again
        if (!isDeadResetLink(failure)) throw failure;
        setOutcome('dead-link');
      }
    });
  };

  return page(
    <form className={frame.stack} onSubmit={submit} noValidate aria-labelledby="reset-password-title" aria-busy={working}>
      {error && (
        <p className={errorText} role="alert">
          {error}
        </p>
      )}
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        describedBy="new-password-rule"
        value={password}
        onChange={setPassword}
      />
      <p id="new-password-rule" className={css.rule}>
        At least 6 characters.
      </p>
      <button type="submit" className={button({ tone: 'primary', size: 'wide' })} disabled={working} aria-busy={working}>
        {working && <Spinner />}
        Set new password
      </button>
    </form>,
  );
}
