import { button } from '../../shared/theme/button-class';
import { errorText } from '../../shared/theme/recipes.css';
import * as css from '../../shared/layout/message-panel.css';

/** Requirements §8: a failure message in red on the page, with a way to ask again. */
export function RetryMessage({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className={css.message}>
      <p role="alert" className={`${errorText} ${css.messageText}`}>
        {message}
      </p>
      <button type="button" className={button({ tone: 'secondary', size: 'small' })} onClick={onRetry} disabled={retrying}>
        Try again
      </button>
    </div>
  );
}
