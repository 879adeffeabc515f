import { describe, expect, it } from 'vitest';
import { formatArrival } from './dates';
import { addressLines, arrivalDate, orderStatusName, placeName, shopDeliveryPlace } from './delivery';

const day = (iso: string) => new Date(`${iso}T10:30:00`);
const dateOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('arrival date (ADR-021: three business days after the order)', () => {
  it.each([
    ['2026-11-23', '2026-11-26', 'Monday arrives Thursday'],
    ['2026-11-25', '2026-11-30', 'Wednesday arrives Monday, over the weekend'],
    ['2026-11-27', '2026-12-02', 'Friday arrives Wednesday'],
    ['2026-11-28', '2026-12-02', 'Saturday counts from Monday'],
    ['2026-11-29', '2026-12-02', 'Sunday counts from Monday'],
    ['2026-12-30', '2027-01-04', 'across the year end'],
  ])('%s gives %s: %s', (ordered, arrives) => {
    expect(dateOf(arrivalDate(day(ordered)))).toBe(arrives);
  });

  it('is a date without a time of day, whatever the hour of the order', () => {
    const arrival = arrivalDate(new Date('2026-11-23T23:59:59'));
    expect([arrival.getHours(), arrival.getMinutes()]).toEqual([0, 0]);
    expect(formatArrival(arrival, 'en-US')).toBe('Thursday, November 26');
  });
});

describe('delivery place and order status', () => {
  it('writes the shop place as on a parcel and shortly for the header', () => {
    expect(addressLines(shopDeliveryPlace)).toEqual(['123 React Lane', 'Chicago, IL 60601', 'United States']);
    expect(placeName(shopDeliveryPlace)).toBe('Chicago, IL 60601');
  });

  it('names an order without a status paid, and later states by name', () => {
    const order = { id: 'pi_1', basket: [], amount: 100, created: 1 };
    expect(orderStatusName(order)).toBe('Paid');
    expect(orderStatusName({ ...order, status: 'shipped' })).toBe('Shipped');
  });
});
