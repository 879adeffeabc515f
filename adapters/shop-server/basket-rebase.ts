import type { BasketLine } from '../../ports/entities';

const amountIn = (lines: readonly BasketLine[], id: number) => lines.find((line) => line.id === id)?.amount ?? 0;

/**
 * This device's change laid over the basket another device wrote meanwhile (ADR-032): `base` is
 * the basket this device last had from the server, `mine` what it holds now, `theirs` what the
 * server holds now. Each product's amount is theirs moved by what this device changed since `base`,
 * so both devices' additions stay (no line lost), a line taken out on either device stays out
 * unless the other added to it, and a line paid for elsewhere does not come back from a stale copy.
 * At sign-in (`base` the copy this browser kept, `mine` with the guest's lines merged in) it is
 * ADR-001's rule: the guest's amounts add to the stored basket's.
 */
export function rebaseBasket(
  base: readonly BasketLine[],
  mine: readonly BasketLine[],
  theirs: readonly BasketLine[],
): BasketLine[] {
  const changedHere = (id: number) => amountIn(mine, id) - amountIn(base, id);
  // their lines in their order, then those only this device has; a product as this device last saw it
  const ids = [...theirs, ...mine.filter((line) => !theirs.some((their) => their.id === line.id))].map((line) => line.id);
  return ids.flatMap((id) => {
    const amount = amountIn(theirs, id) + changedHere(id);
    const line = mine.find((each) => each.id === id) ?? theirs.find((each) => each.id === id)!;
    return amount > 0 ? [{ ...line, amount }] : [];
  });
}
