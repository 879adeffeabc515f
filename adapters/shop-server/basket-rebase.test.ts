import { describe, expect, it } from 'vitest';
import type { BasketLine } from '../../ports/entities';
import { rebaseBasket } from './basket-rebase';

const line = (id: number, amount: number, price = 10): BasketLine => ({
  id,
  title: `Product ${id}`,
  price,
  image: '',
  rating: { rate: 4, count: 1 },
  description: '',
  category: 'c',
  amount,
});
const amounts = (lines: BasketLine[]) => lines.map(({ id, amount }) => [id, amount]);

describe("laying this device's change over the server's basket", () => {
  it('keeps the lines both devices added', () => {
    expect(amounts(rebaseBasket([line(1, 1)], [line(1, 1), line(2, 1)], [line(1, 1), line(3, 2)]))).toEqual([
      [1, 1],
      [3, 2],
      [2, 1],
    ]);
  });

  it('adds what each device added to the same line', () => {
    expect(amounts(rebaseBasket([line(1, 1)], [line(1, 3)], [line(1, 2)]))).toEqual([[1, 4]]);
  });

  it('takes out a line taken out here, unless the other device added to it', () => {
    expect(amounts(rebaseBasket([line(1, 1), line(2, 1)], [line(2, 1)], [line(1, 1), line(2, 1)]))).toEqual([[2, 1]]);
    expect(amounts(rebaseBasket([line(1, 1)], [], [line(1, 3)]))).toEqual([[1, 2]]);
  });

  it('never brings back a line paid for elsewhere from the copy this device had', () => {
    expect(amounts(rebaseBasket([line(1, 1), line(2, 2)], [line(1, 1), line(2, 2), line(3, 1)], []))).toEqual([[3, 1]]);
  });

  it("is ADR-001's rule at sign-in: the guest's amounts add to the stored basket's", () => {
    const kept = [line(1, 1)];
    const withGuest = [line(1, 3), line(2, 1)];
    expect(amounts(rebaseBasket(kept, withGuest, [line(1, 2), line(4, 1)]))).toEqual([
      [1, 4],
      [4, 1],
      [2, 1],
    ]);
  });

  it("keeps a line as this device last saw its product (its price), else as the server's", () => {
    const [repriced] = rebaseBasket([line(1, 1, 10)], [line(1, 1, 8)], [line(1, 2, 10), line(2, 1, 5)]);
    expect(repriced).toEqual(line(1, 2, 8));
    expect(rebaseBasket([], [], [line(2, 1, 5)])).toEqual([line(2, 1, 5)]);
  });
});
