import type { Product } from '../../../ports/entities';
import * as css from './suggestion-list.css';

interface SuggestionListProps {
  listId: string;
  options: readonly Product[];
  active: number;
  onChoose(index: number): void;
}

/** The search box's suggestions: the listbox its combobox controls, hidden while empty. */
export function SuggestionList({ listId, options, active, onChoose }: SuggestionListProps) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Suggestions"
      className={options.length > 0 ? css.suggestions : css.suggestionsClosed}
    >
      {options.map((product, index) => (
        <li
          key={product.id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? css.suggestionActive : css.suggestion}
          // mousedown, not click: it must win against the input's blur
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(index);
          }}
        >
          {product.title}
        </li>
      ))}
    </ul>
  );
}
