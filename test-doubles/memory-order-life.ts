import { checkStep, type OrderHistory } from '../ports/order-life';
import type { OrderLifePort } from '../ports/order-life-port';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The steps of paid orders in memory, with the rules every keeper applies: the double of OrderLifePort. */
export function createMemoryOrderLife(now: () => number = nowSeconds) {
  const orders = new Map<string, OrderHistory>();
  const sent = new Set<string>();
  const life: OrderLifePort = {
    history: async (orderId) => structuredClone(orders.get(orderId) ?? null),
    async take(orderId, steps, by) {
      const kept = orders.get(orderId);
      if (!kept) return null;
      // checked and written with no wait between: nothing else runs meanwhile
      const history = structuredClone(kept);
      for (const step of steps) {
        checkStep(history, step);
        history.steps.push({
          ...structuredClone(step),
          seq: history.steps.length + 1,
          at: now(),
          by: { id: by.id, email: by.email },
        });
      }
      orders.set(orderId, history);
      return structuredClone(history);
    },
    async refundsToSend(limit) {
      return [...orders.values()]
        .flatMap(({ orderId, steps }) =>
          steps.flatMap((step) =>
            step.kind === 'refunded' && !sent.has(`${orderId}:${step.seq}`)
              ? [{ orderId, seq: step.seq, amountCents: step.amountCents, at: step.at }]
              : [],
          ),
        )
        .sort((a, b) => a.at - b.at)
        .slice(0, limit)
        .map(({ at: _at, ...refund }) => refund);
    },
    async markRefundSent({ orderId, seq }) {
      sent.add(`${orderId}:${seq}`);
    },
  };
  return {
    life,
    /** a paid order, as the ledger holds one once its payment succeeded */
    paid(orderId: string, chargedCents: number) {
      orders.set(orderId, { orderId, chargedCents, steps: [] });
    },
  };
}
