import { describe, expect, it } from 'vitest';
import type { BasketLine } from '../../ports/entities';
import type { PendingOrdersPort } from '../../ports/pending-orders-port';

const line: BasketLine = {
  id: 4,
  title: 'Canvas tote',
  price: 45.5,
  image: '/images/products/4.svg',
  rating: { rate: 4.2, count: 31 },
  description: 'A tote',
  category: "women's clothing",
  amount: 2,
};
const record = (uid: string, intentId: string) => ({ uid, intentId, basket: [line] });

/** What every PendingOrdersPort promises. `makePending` gives a fresh, empty store. */
export function pendingOrdersContract(name: string, makePending: () => PendingOrdersPort) {
  describe(`PendingOrdersPort contract: ${name}`, () => {
    it('keeps every unsaved payment of a user, with its lines, until each is cleared', () => {
      const pending = makePending();
      pending.save(record('u1', 'pi_1'));
      pending.save(record('u1', 'pi_2'));
      expect(pending.load('u1')).toEqual([record('u1', 'pi_1'), record('u1', 'pi_2')]);
      expect(pending.clear('u1', 'pi_1')).toBe(true);
      expect(pending.load('u1')).toEqual([record('u1', 'pi_2')]);
    });

    it('keeps one record per payment: saving it again replaces it', () => {
      const pending = makePending();
      pending.save(record('u1', 'pi_1'));
      pending.save({ ...record('u1', 'pi_1'), basket: [{ ...line, amount: 5 }] });
      expect(pending.load('u1')).toEqual([{ ...record('u1', 'pi_1'), basket: [{ ...line, amount: 5 }] }]);
    });

    it("keeps each user's records apart", () => {
      const pending = makePending();
      pending.save(record('u1', 'pi_1'));
      pending.save(record('u2', 'pi_2'));
      expect(pending.load('u2')).toEqual([record('u2', 'pi_2')]);
      expect(pending.clear('u2', 'pi_1')).toBe(false);
      expect(pending.load('u1')).toEqual([record('u1', 'pi_1')]);
    });

    it('tells only the first caller that it cleared a record (two tabs saving one order)', () => {
      const pending = makePending();
      pending.save(record('u1', 'pi_1'));
      expect(pending.clear('u1', 'pi_1')).toBe(true);
      expect(pending.clear('u1', 'pi_1')).toBe(false);
      expect(pending.load('u1')).toEqual([]);
    });
  });
}
