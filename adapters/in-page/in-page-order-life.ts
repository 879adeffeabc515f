import { checkStep, mailsShopper, type OrderHistory, type PaidLine } from '../../ports/order-life';
import type { OrderLifePort } from '../../ports/order-life-port';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface InPageOrderLifeOptions {
  now?: () => number;
  /** puts a cancelled order's lines back on the stock the shop counts (ADR-039), before the cancel answers */
  restock?: (lines: readonly PaidLine[]) => Promise<void>;
}

/**
 * The steps of paid orders in this page's memory, with the rules every keeper applies (ADR-051):
 * the offline demo's (ADR-012), and the double of OrderLifePort. `paid` keeps an order once paid.
 */
export function createInPageOrderLife({ now = nowSeconds, restock = async () => undefined }: InPageOrderLifeOptions = {}) {
  const orders = new Map<string, OrderHistory>();
  const sent = new Set<string>();
  /** each step the shopper is told of, by `order:seq`: when its mail was claimed and whether it went */
  const mails = new Map<string, { claimed: number | null; at: number; sent: boolean }>();
  /** the processor's refunds recorded, by its id */
  const processorRefunds = new Set<string>();
  /** each order's steps through this place are on its order of record kept elsewhere */
  const recordedThrough = new Map<string, number>();
  const life: OrderLifePort = {
    history: async (orderId) => structuredClone(orders.get(orderId) ?? null),
    histories: async (orderIds) =>
      new Map(orderIds.flatMap((id) => (orders.has(id) ? [[id, structuredClone(orders.get(id)!)] as const] : []))),
    async take(orderId, steps, by) {
      const kept = orders.get(orderId);
      if (!kept) return null;
      // checked and written with no wait between: nothing else runs meanwhile
      const history = structuredClone(kept);
      const wanted = typeof steps === 'function' ? steps(structuredClone(kept)) : steps;
      const toMail: string[] = [];
      for (const step of wanted) {
        checkStep(history, step);
        const seq = history.steps.length + 1;
        if (mailsShopper(step, history.steps.at(-1))) toMail.push(`${orderId}:${seq}`);
        history.steps.push({ ...structuredClone(step), seq, at: now(), by: { id: by.id, email: by.email } });
      }
      for (const key of toMail) mails.set(key, { claimed: null, at: now(), sent: false });
      orders.set(orderId, history);
      if (wanted.some((step) => step.kind === 'cancelled')) await restock(history.lines);
      return structuredClone(history);
    },
    async takeProcessorRefund(orderId, { processorRefundId, amountCents, reason }, by) {
      const history = orders.get(orderId);
      if (!history) return null;
      if (!processorRefunds.has(processorRefundId)) {
        processorRefunds.add(processorRefundId);
        const seq = history.steps.length + 1;
        mails.set(`${orderId}:${seq}`, { claimed: null, at: now(), sent: false });
        sent.add(`${orderId}:${seq}`);
        history.steps.push({ kind: 'refunded', amountCents, reason, seq, at: now(), by: { id: by.id, email: by.email } });
      }
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
    async claimMail({ orderId, seq }, at, claimedBefore) {
      const mail = mails.get(`${orderId}:${seq}`);
      if (!mail || mail.sent || (mail.claimed !== null && mail.claimed >= claimedBefore)) return false;
      mail.claimed = at;
      return true;
    },
    async markMailed({ orderId, seq }) {
      const mail = mails.get(`${orderId}:${seq}`);
      if (mail) mail.sent = true;
    },
    async mailsDue(claimedBefore, limit) {
      return [...mails]
        .filter(([, mail]) => !mail.sent && (mail.claimed === null || mail.claimed < claimedBefore))
        .sort(([, a], [, b]) => a.at - b.at)
        .slice(0, limit)
        .map(([key]) => ({ orderId: key.slice(0, key.lastIndexOf(':')), seq: Number(key.slice(key.lastIndexOf(':') + 1)) }));
    },
    async markRecorded({ orderId, seq }) {
      recordedThrough.set(orderId, Math.max(seq, recordedThrough.get(orderId) ?? 0));
    },
    async recordsDue(limit) {
      return [...orders.values()]
        .flatMap(({ orderId, steps }) => {
          const first = steps.find((step) => step.seq > (recordedThrough.get(orderId) ?? 0));
          return first ? [{ orderId, since: first.at }] : [];
        })
        .sort((a, b) => a.since - b.since)
        .slice(0, limit)
        .map(({ orderId }) => orderId);
    },
  };
  return {
    life,
    /** a paid order, as the ledger holds one once its payment succeeded, of `lines` */
    paid(orderId: string, chargedCents: number, lines: PaidLine[] = []) {
      orders.set(orderId, { orderId, chargedCents, lines: structuredClone(lines), steps: [] });
    },
  };
}
