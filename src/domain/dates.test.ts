import { afterEach, describe, expect, it, vi } from 'vitest';
import { usNumericDate, usWeekdayMonthDay, wordedInEnUs } from './dates';

/** Every day of two years, at an hour near each end of the day, where time zones move the date. */
const days = Array.from({ length: 2 * 366 }, (_, index) => [
  new Date(Date.UTC(2027, 0, 1 + index, 0, 30)),
  new Date(Date.UTC(2027, 0, 1 + index, 23, 30)),
]).flat();

/** The tests' time zone is UTC (vitest.config.ts): these move the local date either way. */
const zones = ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham'];

describe('dates worded for en-US without Intl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("words the local date as Intl's en-US does in time zones either side of UTC", () => {
    for (const zone of zones) {
      vi.stubEnv('TZ', zone);
      // the zone has taken: half past midnight UTC is another local day or hour
      expect(new Date(Date.UTC(2027, 0, 1, 0, 30)).getHours()).not.toBe(0);
      for (const day of days) {
        expect(usWeekdayMonthDay(day)).toBe(day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }));
        expect(usNumericDate(day)).toBe(day.toLocaleDateString('en-US'));
      }
    }
  });

  it("writes the weekday, month and day as Intl's en-US does, locally and in UTC", () => {
    for (const day of days) {
      expect(usWeekdayMonthDay(day)).toBe(day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }));
      expect(usWeekdayMonthDay(day, true)).toBe(
        day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      );
    }
  });

  it("writes the numeric date as Intl's en-US does, locally and in UTC", () => {
    for (const day of days) {
      expect(usNumericDate(day)).toBe(day.toLocaleDateString('en-US'));
      expect(usNumericDate(day, true)).toBe(day.toLocaleDateString('en-US', { timeZone: 'UTC' }));
    }
  });

  it('is used for en-US, asked for or the browser’s own, and for nothing else', () => {
    expect(wordedInEnUs('en-US')).toBe(true);
    expect(wordedInEnUs('de-DE')).toBe(false);
    expect(wordedInEnUs('en-GB')).toBe(false);
    expect(wordedInEnUs()).toBe(navigator.language === 'en-US');
  });
});
