import { BackOfficeRefusal } from '../../../ports/back-office-port';
import { button } from '../../shared/theme/button-class';
import { errorText } from '../../shared/theme/recipes.css';

/** What went wrong, in the server's words when it refused, with a way to try again where one helps. */
export function Problem({ error, retry }: { error: Error; retry?: () => void }) {
  const words =
    error instanceof BackOfficeRefusal
      ? error.message
      : 'We could not reach the shop. Please check your connection and try again.';
  return (
    <div role="alert">
      <p className={errorText}>{words}</p>
      {retry && (
        <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}
