import { Link, Navigate } from '@tanstack/react-router';
import type { User } from '../../../../ports/entities';
import { AddPasskey } from '../passkeys/AddPasskey';
import { useSignOut } from '../session/use-sign-out';
import { button } from '../../../shared/theme/button-class';
import * as css from '../../../shared/layout/account-card.css';

/** 'Your Account' for a signed-in shopper: who is signed in, their orders, their passkeys, and signing out. */
export function AccountPage({ user }: { user: User | null }) {
  const signOut = useSignOut();
  // signed out here, or never signed in: the shop's front page
  if (!user) return <Navigate to="/" replace />;
  return (
    <div className={css.page}>
      <section className={css.card} aria-labelledby="account-title">
        <h1 id="account-title" className={css.title}>
          Your Account
        </h1>
        <p>
          Signed in as <strong>{user.email}</strong>
        </p>
        <Link to="/Orders">Your Orders</Link>
        <Link to="/Cart">Your Cart</Link>
        <AddPasskey />
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => void signOut()}>
          Sign Out
        </button>
      </section>
    </div>
  );
}
