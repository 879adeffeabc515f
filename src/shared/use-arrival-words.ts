import { formatArrival } from '../domain/dates';
import { arrivalDate } from '../domain/delivery';
import { useHydrating } from './use-hydrating';

/** The calendar day of `moment` in UTC, as a local date: what the server words, wherever it runs (ADR-036). */
const utcDayOf = (moment: Date) => new Date(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());

/**
 * When an order made at `ordered` arrives, in words: by the UTC calendar and in English while a
 * page drawn by the server is drawn and taken over (ADR-036), then by the shopper's own.
 */
export function useArrivalWords(ordered: Date): string {
  return useHydrating() ? formatArrival(arrivalDate(utcDayOf(ordered)), 'en-US') : formatArrival(arrivalDate(ordered));
}
