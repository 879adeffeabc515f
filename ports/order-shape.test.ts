import { describe, expect, it } from 'vitest';
import { toOrder } from './order-shape';

const paid = { basket: [], amount: 9100, created: 1_790_000_000 };

describe('an order as the cloud store holds it, read back', () => {
  it('keeps the state and the timeline the server wrote (ADR-051)', () => {
    const timeline = [
      { kind: 'shipped', at: 1_790_000_100, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      { kind: 'delivered', at: 1_790_000_200 },
      { kind: 'refunded', at: 1_790_000_300, amountCents: 1000 },
    ];
    expect(toOrder('pi_1', { ...paid, status: 'delivered', timeline, lifeSteps: 4 })).toEqual({
      id: 'pi_1',
      ...paid,
      status: 'delivered',
      timeline,
    });
  });

  it('leaves out a step it cannot read, a state it does not know, and an empty timeline', () => {
    const cancelled = { kind: 'cancelled', at: 1_790_000_100 };
    const junk = [
      null,
      'shipped',
      { kind: 'shipped', at: 1 },
      { kind: 'refunded', at: 1, amountCents: -5 },
      { kind: 'lost', at: 1 },
    ];
    expect(toOrder('pi_2', { ...paid, status: 'lost', timeline: [...junk, cancelled] })).toEqual({
      id: 'pi_2',
      ...paid,
      timeline: [cancelled],
    });
    expect(toOrder('pi_3', { ...paid, status: 'paid', timeline: [] })).toEqual({ id: 'pi_3', ...paid, status: 'paid' });
  });
});
