import { button } from '../../../shared/theme/button-class';
import { Spinner } from '../shared/Spinner';

/** The sign-in page's second way in: a new account from the e-mail and password typed above. */
export function CreateAccountButton({
  disabled,
  working,
  onCreate,
}: {
  disabled: boolean;
  working: boolean;
  onCreate: () => void;
}) {
  return (
    <button
      type="button"
      className={button({ tone: 'secondary', size: 'wide' })}
      disabled={disabled}
      aria-busy={working}
      onClick={onCreate}
    >
      {working && <Spinner />}
      Create your Amazon Account
    </button>
  );
}
