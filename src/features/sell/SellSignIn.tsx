import { useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import type { BackOfficePort } from '../../../ports/back-office-port';
import { button } from '../../shared/theme/button-class';
import { sellKeys } from './back-office-context';
import * as css from './back-office.css';
import { Problem } from './Problem';
import { useAction } from './use-action';

/**
 * The staff's own sign-in (ADR-048), with the shop server's accounts in either configuration: the
 * reason the back office is closed (no session, one past 12 hours, an account not on the staff)
 * above the form.
 */
export function SellSignIn({ port, reason }: { port: BackOfficePort; reason: string }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const signIn = useAction({
    mutationFn: ({ email, password }: { email: string; password: string }) => port.signIn(email, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellKeys.visitor }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ email: String(form.get('email')), password: String(form.get('password')) });
  };
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h1 id={`${ids}-heading`} className={css.heading}>
        Sign in to the back office
      </h1>
      <p>{reason}</p>
      <form className={css.form} onSubmit={onSubmit}>
        <label className={css.field}>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className={css.field}>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <div className={css.wide}>
          {signIn.error && <Problem error={signIn.error} />}
          <button type="submit" className={button()} disabled={signIn.isPending}>
            Sign in
          </button>
        </div>
      </form>
    </section>
  );
}
