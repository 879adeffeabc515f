import { describe, expect, it } from 'vitest';
import { addRefusal, lineOverStock, stockLine, stockNote } from './stock-words';

describe('the words for stock (ADR-039)', () => {
  it.each([
    [undefined, 'In Stock', null],
    [40, 'In Stock', null],
    [6, 'In Stock', null],
    [5, 'Only 5 left in stock - order soon.', 'Only 5 left'],
    [1, 'Only 1 left in stock - order soon.', 'Only 1 left'],
    [0, 'Currently unavailable.', 'Currently unavailable'],
  ])('says %s left as "%s" on the page and %j on a card', (left, line, note) => {
    expect(stockLine(left)).toBe(line);
    expect(stockNote(left)).toBe(note);
  });

  it('refuses an add naming what is left and what the basket holds', () => {
    expect(addRefusal(2, 0)).toBe('Only 2 left in stock.');
    expect(addRefusal(2, 1)).toBe('Only 2 left in stock, and 1 is in your basket already.');
    expect(addRefusal(3, 3)).toBe('Only 3 left in stock, and 3 are in your basket already.');
    expect(addRefusal(0, 0)).toBe('This item is currently unavailable.');
  });

  it('asks for a line above what is left to be lowered, or removed when none are', () => {
    expect(lineOverStock(1)).toBe('Only 1 left in stock. Please lower the quantity to check out.');
    expect(lineOverStock(0)).toBe('This item is currently unavailable. Please remove it to check out.');
  });
});
