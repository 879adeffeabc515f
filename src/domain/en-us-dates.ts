// Dates worded for en-US by hand rather than through Intl, as money.ts does for prices: the first
// Intl date formatter of a page loads the locale's data, a task of 30-40 ms here (over 100 ms on a
// phone four times slower) just as an order's page is taken over. Other locales still go through
// Intl; the output for en-US is the same (en-us-dates.test.ts compares them day by day).

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

/** Whether a date is worded in en-US: the locale asked for, or else the browser's own. */
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
