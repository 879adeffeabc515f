import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import type { BackOfficePort } from '../../../ports/back-office-port';
import { button } from '../../shared/theme/button-class';
import { sellKeys } from './back-office-context';
import * as css from './back-office.css';
import { Field } from './Field';
import { Problem } from './Problem';
import { useAction } from './use-action';

/**
 * /sell/welcome?token=…, the link an invitation mails (ADR-044): the invited person sets the
 * password of their new account and is signed in, or joins with the account of that e-mail they
 * are signed in to. The link works once, within 24 hours.
 */
export function WelcomePage({ port }: { port: BackOfficePort }) {
  const token = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('token') ?? '' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const accept = useAction({
    mutationFn: (password: string) => port.acceptInvitation(token, password === '' ? undefined : password),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sellKeys.visitor });
      await navigate({ to: '/sell/$', params: { _splat: 'products' }, replace: true });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    accept.mutate(String(new FormData(event.currentTarget).get('password')));
  };
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h1 id={`${ids}-heading`} className={css.heading}>
        Join the shop’s staff
      </h1>
      {token === '' ? (
        <p>
          This page opens from the link of an invitation. Already on the staff?{' '}
          <Link to="/sell/$" params={{ _splat: 'products' }}>
            Sign in to the back office
          </Link>
          .
        </p>
      ) : (
        <form className={css.form} onSubmit={onSubmit}>
          <Field
            label="Password"
            hint="6 to 128 characters, for the account the invitation makes. Leave it empty if you already have an account with this e-mail and are signed in to it."
            wide
          >
            {(control) => (
              <input {...control} name="password" type="password" autoComplete="new-password" minLength={6} maxLength={128} />
            )}
          </Field>
          <div className={css.wide}>
            {accept.error && <Problem error={accept.error} />}
            <button type="submit" className={button()} disabled={accept.isPending}>
              Join the staff
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
