import { Link } from '@tanstack/react-router';
import { useSignOut } from '../session/use-sign-out';
import * as css from './account-link.css';
import { useSession } from '../session/session-context';

/** Requirements §2 'Header': 'Hello' and the name before the @ with 'Sign Out', or 'Hello, Sign In'. */
export function AccountLink() {
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
  if (!user) {
    return (
      <Link to="/auth" className={css.account}>
        <span className={css.small}>Hello, Sign In</span> <span className={css.bold}>Account &amp; Lists</span>
      </Link>
    );
  }
  return (
    <div className={css.account}>
      <span className={css.small}>Hello {user.email.split('@')[0]}</span>{' '}
      <button type="button" className={css.signOut} onClick={() => void signOut()}>
        Sign Out
      </button>
    </div>
  );
}
