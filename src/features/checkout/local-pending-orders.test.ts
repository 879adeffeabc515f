import { createLocalPendingOrders } from './local-pending-orders';

const record = (intentId: string) => ({ uid: 'u1', intentId, basket: [] });

describe('pending orders in localStorage', () => {
  it('keeps every unsaved payment of a user until each is cleared', () => {
    const pending = createLocalPendingOrders(localStorage);
    pending.save(record('pi_1'));
    pending.save(record('pi_2'));
    pending.save(record('pi_2'));
    expect(pending.load('u1').map((r) => r.intentId)).toEqual(['pi_1', 'pi_2']);
    expect(pending.clear('u1', 'pi_1')).toBe(true);
    expect(pending.load('u1').map((r) => r.intentId)).toEqual(['pi_2']);
    expect(pending.clear('u1', 'pi_2')).toBe(true);
    expect(localStorage.getItem('pending_order_u1')).toBeNull();
    // already gone (another tab saved its order): this caller is told so
    expect(pending.clear('u1', 'pi_2')).toBe(false);
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
