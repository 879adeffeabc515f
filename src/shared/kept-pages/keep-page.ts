import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { shopDeliveryPlace } from '../../domain/delivery';
import { afterNextPaint } from '../after-next-paint';
import { useDeliveryPlace } from '../delivery-place/delivery-place';
import { browserStorage, keep, pageMarkupName, stylesheetOf, type KeptMarkup } from './kept-pages';

/** What a page shows for the moment, not as itself: announcements, alerts, dialogs, suggestions. */
const ofTheMoment = '[role="status"], [role="alert"], [role="dialog"], [role="listbox"]';

/**
 * The root's markup as the page shows it, without what must not be kept or run again: frames,
 * scripts, what the shopper typed (React writes a controlled field's value into its markup) and
 * what is of the moment.
 */
export function markupToKeep(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(`iframe, script, noscript, object, embed, template, ${ofTheMoment}`))
    element.remove();
  for (const field of copy.querySelectorAll('input')) field.removeAttribute('value');
  for (const field of copy.querySelectorAll('textarea')) field.textContent = '';
  for (const element of copy.querySelectorAll('[aria-busy]')) element.removeAttribute('aria-busy');
  return copy.innerHTML;
}

/**
 * Keeps the page as drawn for `owner`, once `ready` (its content is on screen) and again whenever
 * `drawnFrom` changes, for the next visit's first paint (kept-pages.ts). A delivery address the
 * shopper gave is for this visit only (ADR-021): a page that shows one is not kept.
 */
export function useKeepPage(owner: string, ready: boolean, drawnFrom: unknown) {
  const { pathname, searchStr } = useLocation();
  const givenPlace = useDeliveryPlace() !== shopDeliveryPlace;
  useEffect(() => {
    if (!ready || givenPlace) return;
    // after the next paint: parts drawn by roots of their own (the card form) are in the page by then
    return afterNextPaint(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const markup: KeptMarkup = { html: markupToKeep(root), stylesheet: stylesheetOf(document) };
      keep(browserStorage(), pageMarkupName(pathname, searchStr), owner, markup);
    });
  }, [owner, ready, givenPlace, drawnFrom, pathname, searchStr]);
}
