import { MAX_STOCK_IDS, type StockLevelsPort } from '../../ports/stock-port';
// the answer's type only: its schema's code would weigh on every browse page (the home page's budget)
import type { StockAnswer } from '../../api/stock';

/**
 * What is left of each product, from the shop's server (`GET /api/stock`, ADR-039). The questions
 * a page asks in one turn (a grid's cards, say) go as one request, once `whenReady` resolves: the
 * app has taken the pre-rendered page over, so no answer lands in the middle of hydration.
 */
export function createServerStockLevels({
  baseUrl,
  whenReady = Promise.resolve(),
}: {
  baseUrl: string;
  whenReady?: Promise<void>;
}): StockLevelsPort {
  const base = baseUrl.replace(/\/+$/, '');
  let waiting: { ids: Set<number>; answer: Promise<Map<number, number>> } | null = null;

  const ask = async (ids: number[]) => {
    await whenReady;
    const levels = new Map<number, number>();
    for (let start = 0; start < ids.length; start += MAX_STOCK_IDS) {
      const response = await fetch(`${base}/api/stock?ids=${ids.slice(start, start + MAX_STOCK_IDS).join(',')}`);
      if (!response.ok) throw new Error(`The stock could not be read (${response.status})`);
      const { levels: answered } = (await response.json()) as StockAnswer;
      for (const [id, left] of Object.entries(answered)) levels.set(Number(id), left);
    }
    return levels;
  };

  return {
    async levelsOf(productIds) {
      if (!waiting) {
        const ids = new Set<number>();
        // asked once this turn's questions are all in
        const answer = Promise.resolve().then(() => {
          waiting = null;
          return ask([...ids]);
        });
        waiting = { ids, answer };
      }
      for (const id of productIds) waiting.ids.add(id);
      const levels = await waiting.answer;
      return new Map(productIds.flatMap((id) => (levels.has(id) ? [[id, levels.get(id)!] as const] : [])));
    },
  };
}
