import { describe, expect, it } from 'vitest';
import {
  applyBasketChanges,
  changeProblem,
  isBasketChange,
  maxAmount,
  maxLines,
  newChangeId,
  type BasketChange,
} from './basket-change';
import type { BasketLine, Product } from './entities';

const product = (id: number, price = 10.5): Product => ({
  id,
  title: `Product ${id}`,
  price,
  image: `/images/products/${id}.svg`,
  rating: { rate: 4.2, count: 12 },
  description: 'A product',
  category: 'electronics',
});
const line = (id: number, amount: number): BasketLine => ({ ...product(id), amount });
const change = (kind: BasketChange['kind'], id: number, amount: number): BasketChange => ({
  id: newChangeId(),
  kind,
  amount,
  line: product(id),
});

describe('applyBasketChanges (ADR-042): the one way changes make a basket, on the server and in the page', () => {
  it('adds, removes and sets in order', () => {
    const lines = applyBasketChanges(
      [],
      [change('add', 1, 2), change('add', 2, 1), change('add', 1, 1), change('remove', 2, 1), change('set', 3, 4)],
    );
    expect(lines).toEqual([line(1, 3), line(3, 4)]);
  });

  it('never takes a line past the maximum, and takes it out at 0', () => {
    expect(applyBasketChanges([line(1, 8)], [change('add', 1, 5)])).toEqual([line(1, maxAmount)]);
    expect(applyBasketChanges([line(1, 2)], [change('remove', 1, 5)])).toEqual([]);
    expect(applyBasketChanges([line(1, 2), line(2, 1)], [change('set', 1, 0)])).toEqual([line(2, 1)]);
  });

  it('changes nothing for a remove or a set to 0 of a product not in the basket, nor an add past the most lines', () => {
    expect(applyBasketChanges([line(1, 1)], [change('remove', 2, 1), change('set', 3, 0)])).toEqual([line(1, 1)]);
    const full = Array.from({ length: maxLines }, (_, index) => line(index + 1, 1));
    expect(applyBasketChanges(full, [change('add', maxLines + 1, 1)])).toEqual(full);
  });

  it('brings the product as last seen with an add or a set, and keeps the line as it was with a remove', () => {
    const [added] = applyBasketChanges([line(1, 1)], [{ ...change('add', 1, 1), line: product(1, 9) }]);
    expect(added).toEqual({ ...line(1, 2), price: 9 });
    const [removed] = applyBasketChanges([line(1, 3)], [{ ...change('remove', 1, 1), line: product(1, 9) }]);
    expect(removed).toEqual(line(1, 2));
  });

  it('leaves the lines it was given as they were', () => {
    const lines = [line(1, 1)];
    applyBasketChanges(lines, [change('add', 1, 1), change('add', 2, 1)]);
    expect(lines).toEqual([line(1, 1)]);
  });
});

describe('the rule of a change', () => {
  it('takes a change of a product with its fields, and a new id each time', () => {
    const made = change('add', 1, 1);
    expect(isBasketChange(made)).toBe(true);
    expect(changeProblem(made)).toBeNull();
    expect(newChangeId()).not.toEqual(newChangeId());
    expect(isBasketChange({ ...made, line: { ...made.line, listPrice: 12 } })).toBe(true);
  });

  it.each([
    ['add', 'a text', 'is not an object'],
    [{ kind: 'add', amount: 1, line: product(1) }, 'no id', 'needs its id as text of 8 to 64 letters, digits, - or _'],
    [{ id: 'change-1', kind: 'double', amount: 1, line: product(1) }, 'a kind', 'needs its kind as "add", "remove" or "set"'],
    [
      { id: 'change-1', kind: 'add', amount: 0, line: product(1) },
      'an add of 0',
      'needs its amount as a whole number from 1 to 10 (from 0 for "set")',
    ],
    [
      { id: 'change-1', kind: 'set', amount: 11, line: product(1) },
      'a set of 11',
      'needs its amount as a whole number from 1 to 10 (from 0 for "set")',
    ],
    [{ id: 'change-1', kind: 'add', amount: 1 }, 'no line', 'needs its line as an object'],
    [
      { id: 'change-1', kind: 'add', amount: 1, line: { ...product(1), id: 0 } },
      'a product id of 0',
      "needs its line's id as a positive whole number",
    ],
    [
      { id: 'change-1', kind: 'add', amount: 1, line: { ...product(1), price: Number.NaN } },
      'a price not a number',
      "needs its line's price as a number from 0",
    ],
    [
      { id: 'change-1', kind: 'add', amount: 1, line: { ...product(1), rating: { rate: 4 } } },
      'a rating without a count',
      'needs its line\'s rating as {"rate","count"}, numbers from 0',
    ],
  ] as const)('refuses %s (%s), saying what is wrong', (value, _what, problem) => {
    expect(isBasketChange(value)).toBe(false);
    expect(changeProblem(value)).toBe(problem);
  });
});
