// The dates the order and checkout pages word. For en-US they are written out rather than through
// Intl, as money.ts does for prices: the first Intl date formatter of a page loads the locale's
// data, a task of 30-40 ms here (over 100 ms on a phone four times slower) just as an order's page
// is taken over. Other locales still go through Intl; the output for en-US is the same
// (dates.test.ts compares them day by day). A module of its own, out of the browse pages' script.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Whether a date is worded in en-US: the locale asked for, or else the browser's language, which
 * is also its Intl default in Chromium and Safari (a browser told to format by the system's region
 * may differ: it is then given en-US's words).
 */
export function wordedInEnUs(locale?: string): boolean {
  return (locale ?? globalThis.navigator?.language) === 'en-US';
}

/** The parts of a day, in the time zone the date is read in: the runtime's own, or UTC. */
function partsOf(date: Date, utc: boolean) {
  return utc
    ? { weekday: date.getUTCDay(), month: date.getUTCMonth(), day: date.getUTCDate(), year: date.getUTCFullYear() }
    : { weekday: date.getDay(), month: date.getMonth(), day: date.getDate(), year: date.getFullYear() };
}

/** 'Monday, November 30', as en-US writes { weekday: 'long', month: 'long', day: 'numeric' }. */
export function usWeekdayMonthDay(date: Date, utc = false): string {
  const { weekday, month, day } = partsOf(date, utc);
  return `${weekdays[weekday]}, ${months[month]} ${day}`;
}

/** '11/30/2026', as en-US writes a date by default. */
export function usNumericDate(date: Date, utc = false): string {
  const { month, day, year } = partsOf(date, utc);
  return `${month + 1}/${day}/${year}`;
}

/**
 * Requirements §9: order date from seconds since epoch, in local date format; `timeZone` where
 * the date is worded away from the shopper (by the server, ADR-036).
 */
export function formatOrderDate(createdSeconds: number, locale?: string, timeZone?: string): string {
  const created = new Date(createdSeconds * 1000);
  if (wordedInEnUs(locale) && (timeZone === undefined || timeZone === 'UTC')) return usNumericDate(created, timeZone === 'UTC');
  return created.toLocaleDateString(locale, { timeZone });
}

/** The day an order arrives, as 'Monday, November 30' (ADR-021). */
export function formatArrival(day: Date, locale?: string): string {
  if (wordedInEnUs(locale)) return usWeekdayMonthDay(day);
  return day.toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric' });
}
