import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerStockLevels } from './server-stock-levels';

describe("the stock levels from the shop's server (ADR-039)", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (levels: Record<string, number>, status = 200) => {
    const fetchStub = vi.fn(async (_url: string) => new Response(JSON.stringify({ levels }), { status }));
    vi.stubGlobal('fetch', fetchStub);
    return fetchStub;
  };

  it("asks once for a page's questions of one turn, and answers each its own products", async () => {
    const fetchStub = answering({ 10: 3, 12: 0 });
    const stock = createServerStockLevels({ baseUrl: 'https://shop.example/' });
    const [first, second] = await Promise.all([stock.levelsOf([10, 1]), stock.levelsOf([12])]);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]![0]).toBe('https://shop.example/api/stock?ids=10,1,12');
    // product 1 is not counted: absent, it sells without limit
    expect(first).toEqual(new Map([[10, 3]]));
    expect(second).toEqual(new Map([[12, 0]]));
  });

  it('waits until the page is taken over before asking', async () => {
    const fetchStub = answering({ 10: 3 });
    let ready!: () => void;
    const stock = createServerStockLevels({ baseUrl: '', whenReady: new Promise((resolve) => (ready = resolve)) });
    const answer = stock.levelsOf([10]);
    // every promise that can settle has settled: only the page taken over lets it ask
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchStub).not.toHaveBeenCalled();
    ready();
    expect(await answer).toEqual(new Map([[10, 3]]));
  });

  it('fails when the server does not answer the stock, claiming nothing', async () => {
    answering({}, 503);
    await expect(createServerStockLevels({ baseUrl: '' }).levelsOf([10])).rejects.toThrow('The stock could not be read (503)');
  });
});
