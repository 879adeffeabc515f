import { describe, expect, it, vi } from 'vitest';
import { pendingOrdersContract } from '../../test-doubles/contracts/pending-orders-contract';
import { createLocalPendingOrders } from './local-pending-orders';

pendingOrdersContract('localStorage adapter', () => {
  localStorage.clear();
  return createLocalPendingOrders(localStorage);
});

const record = (intentId: string) => ({ uid: 'u1', intentId, basket: [] });

describe('pending orders in localStorage', () => {
  it('keeps the records across instances (another tab, a reload) and leaves no key once all are cleared', () => {
    localStorage.clear();
    createLocalPendingOrders(localStorage).save(record('pi_1'));
    const later = createLocalPendingOrders(localStorage);
    expect(later.load('u1')).toEqual([record('pi_1')]);
    expect(later.clear('u1', 'pi_1')).toBe(true);
    expect(localStorage.getItem('pending_order_u1')).toBeNull();
  });

  it('reads a single stored record and ignores unreadable ones', () => {
    localStorage.setItem('pending_order_u1', JSON.stringify(record('pi_9')));
    expect(createLocalPendingOrders(localStorage).load('u1')).toEqual([record('pi_9')]);
    localStorage.setItem('pending_order_u1', '{broken');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createLocalPendingOrders(localStorage).load('u1')).toEqual([]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('never throws without storage', () => {
    const pending = createLocalPendingOrders(null);
    expect(() => pending.save(record('pi_1'))).not.toThrow();
    expect(pending.load('u1')).toEqual([]);
  });
});
