// Money as the shop writes it, wherever it is written: the pages, the server's refusals and its mail.
// Written out rather than Intl.NumberFormat: the first Intl formatter of a page loads the locale
// data, a long task on a slow phone just as the page starts. The output is the same as en-US's.

/** 1234567 -> '1,234,567' (a whole, non-negative number). */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Cents with a dollar sign, thousands separators and two decimals: 123456 -> $1,234.56, -5 -> -$0.05. */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(Number.isFinite(cents) ? cents : 0));
  // as en-US does, less than nothing keeps its sign even where it rounds to $0.00
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
