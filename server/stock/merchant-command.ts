import { leftOf, type StockEntry, type StockPort } from '../../ports/stock-port';

export const STOCK_USAGE = `Usage: npm run stock -- <command>
  list                    every stocked product: on hand, held for checkouts, left to sell
  set <id> <quantity>     the product's units on hand are <quantity> (0 or more)
  add <id> <quantity>     <quantity> more units of the product arrived (1 or more)
It acts on the store the server uses: DATA_DIR's SQL file, or PostgreSQL when DATABASE_URL is set.`;

/** A command line the merchant typed that means nothing: the message says what would. */
export class UsageError extends Error {}

const row = (entry: StockEntry) =>
  `${String(entry.productId).padStart(8)}  ${String(entry.onHand).padStart(8)}  ${String(entry.held).padStart(8)}  ${String(leftOf(entry)).padStart(8)}`;
const HEADER = `${'product'.padStart(8)}  ${'on hand'.padStart(8)}  ${'held'.padStart(8)}  ${'left'.padStart(8)}`;

/** A whole number as typed, or a usage error naming what it should be. */
function whole(raw: string | undefined, what: string): number {
  if (raw === undefined || !/^\d+$/.test(raw)) throw new UsageError(`${what} must be a whole number (got ${raw ?? 'nothing'}).`);
  return Number(raw);
}

/**
 * `npm run stock` (ADR-039): the merchant says what the shop has. Answers the lines to print;
 * throws UsageError for a command that means nothing, RangeError for a figure the stock refuses.
 */
export async function runStockCommand(stock: StockPort, args: readonly string[]): Promise<string[]> {
  const [command, id, figure, ...rest] = args;
  if (command === 'list' && id === undefined) {
    const entries = await stock.list();
    return entries.length === 0 ? ['No product is stocked: every product sells without limit.'] : [HEADER, ...entries.map(row)];
  }
  if ((command === 'set' || command === 'add') && rest.length === 0) {
    const productId = whole(id, 'The product id');
    const units = whole(figure, 'The quantity');
    if (productId === 0) throw new UsageError('The product id must be 1 or more.');
    const entry = command === 'set' ? await stock.set(productId, units) : await stock.add(productId, units);
    return [HEADER, row(entry)];
  }
  throw new UsageError(STOCK_USAGE);
}
