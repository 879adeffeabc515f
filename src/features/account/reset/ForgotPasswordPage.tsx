import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { passwordResetErrorMessage } from '../../../domain/auth-messages';
import { emailProblem } from '../../../domain/credentials';
import * as frame from '../../../shared/layout/account-card.css';
import { button } from '../../../shared/theme/button-class';
import { errorText, successNotice } from '../../../shared/theme/recipes.css';
import { AccountCard } from './AccountCard';
import { CredentialField } from '../sign-in/CredentialField';
import type { ResettingAuth } from './password-resets';
import { Spinner } from '../shared/Spinner';
import { useFormSend } from './use-form-send';

/**
 * "Forgot your password?" (ADR-033): the shop mails the account a link to set a new
 * password. What the page says afterwards is the same whether or not there is an account for the
 * address: nobody learns from it who shops here.
 */
export function ForgotPasswordPage({ auth }: { auth: ResettingAuth }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { working, error, send } = useFormSend(passwordResetErrorMessage);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    void send(event.currentTarget, emailProblem(address), async () => {
      await auth.requestPasswordReset(address);
      setSentTo(address);
    });
  };

  return (
    <AccountCard titleId="forgot-password-title" title="Reset your password">
      {sentTo === null ? (
        <form className={frame.stack} onSubmit={submit} noValidate aria-labelledby="forgot-password-title" aria-busy={working}>
          <p className={frame.text}>Enter the e-mail address of your account. We will send it a link to set a new password.</p>
          {error && (
            <p className={errorText} role="alert">
              {error}
            </p>
          )}
          <CredentialField
            id="forgot-password-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
          />
          <button type="submit" className={button({ tone: 'primary', size: 'wide' })} disabled={working} aria-busy={working}>
            {working && <Spinner />}
            Send reset link
          </button>
        </form>
      ) : (
        <p className={`${successNotice} ${frame.text}`} role="status">
          If an account exists for {sentTo}, we have sent it a link to set a new password. The link works once, within one hour.
        </p>
      )}
      <Link to="/auth">Back to Sign in</Link>
    </AccountCard>
  );
}
