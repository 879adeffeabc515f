import * as css from './new-here-suggestion.css';

/** After a refused sign-in that may mean a first visit: the account can be created from here. */
export function NewHereSuggestion({ disabled, onCreate }: { disabled: boolean; onCreate: () => void }) {
  return (
    <p className={css.newHere}>
      New here?{' '}
      <button type="button" className={css.linkButton} disabled={disabled} onClick={onCreate}>
        Create your account
      </button>
    </p>
  );
}
