import * as messageCss from '../../shared/layout/message-panel.css';
import { button } from '../../shared/theme/button-class';

/** Every product of the list is narrowed away: say so, and offer the whole list again. */
export function NothingMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className={messageCss.message}>
      <p className={messageCss.messageText}>No products match these filters.</p>
      <button type="button" className={button({ tone: 'secondary', size: 'small' })} onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
