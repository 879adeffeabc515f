import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterNextPaint } from '../after-next-paint';
import { browserStorage, keepShown, pageMarkupName } from './shown-pages';

/**
 * The root's markup as the page shows it, without what must not be kept or run again: frames,
 * scripts and what the shopper typed (React writes a controlled field's value into its markup).
 */
export function markupToKeep(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('iframe, script, noscript, object, embed, template')) element.remove();
  for (const field of copy.querySelectorAll('input')) field.removeAttribute('value');
  for (const field of copy.querySelectorAll('textarea')) field.textContent = '';
  for (const element of copy.querySelectorAll('[aria-busy]')) element.removeAttribute('aria-busy');
  return copy.innerHTML;
}

/**
 * Keeps the page as drawn, once `ready` (its content is on screen) and again whenever `drawnFrom`
 * changes, for the next visit's first paint (shown-pages.ts).
 */
export function useKeepShownPage(ready: boolean, drawnFrom: unknown) {
  const { pathname, searchStr } = useLocation();
  useEffect(() => {
    if (!ready) return;
    // after the next paint: parts drawn by roots of their own (the card form) are in the page by then
    return afterNextPaint(() => {
      const root = document.getElementById('root');
      if (root) keepShown(browserStorage(), pageMarkupName(pathname, searchStr), markupToKeep(root));
    });
  }, [ready, drawnFrom, pathname, searchStr]);
}
