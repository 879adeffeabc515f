import type { BasketLine } from '../../ports/entities';

const MAX_LINES = 100;
const MAX_AMOUNT = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrice = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const TEXT_FIELDS = ['title', 'image', 'description', 'category'] as const;

/** What is wrong with one line as ports/entities.ts types a BasketLine, or null. */
function lineError(line: unknown): string | null {
  if (!isRecord(line)) return 'is not an object';
  if (!Number.isSafeInteger(line.id) || (line.id as number) < 1) return 'needs an id that is a positive whole number';
  if (!Number.isInteger(line.amount) || (line.amount as number) < 1 || (line.amount as number) > MAX_AMOUNT) {
    return `needs an amount that is a whole number from 1 to ${MAX_AMOUNT}`;
  }
  const notText = TEXT_FIELDS.find((field) => typeof line[field] !== 'string');
  if (notText) return `needs its ${notText} as text`;
  if (!isPrice(line.price)) return 'needs a price that is a number from 0';
  if (line.listPrice !== undefined && !isPrice(line.listPrice)) return 'has a listPrice that is not a number from 0';
  const { rating } = line;
  if (!isRecord(rating) || !isPrice(rating.rate) || !isPrice(rating.count))
    return 'needs a rating of {"rate","count"}, numbers from 0';
  return null;
}

/** The line with the fields of a BasketLine and nothing else: the server keeps nothing it was not asked to. */
const lineOf = (line: BasketLine): BasketLine => ({
  id: line.id,
  title: line.title,
  price: line.price,
  ...(line.listPrice === undefined ? {} : { listPrice: line.listPrice }),
  description: line.description,
  category: line.category,
  image: line.image,
  rating: { rate: line.rating.rate, count: line.rating.count },
  amount: line.amount,
});

/** The lines of a PUT /api/basket body `{"lines":[...]}`, or a message saying what is wrong. */
export function parseBasketLines(body: unknown): { ok: true; lines: BasketLine[] } | { ok: false; error: string } {
  const lines = isRecord(body) ? body.lines : undefined;
  if (!Array.isArray(lines)) return { ok: false, error: 'The request body must be {"lines":[...]}, the basket lines.' };
  if (lines.length > MAX_LINES) return { ok: false, error: `A basket holds at most ${MAX_LINES} lines.` };
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const error = lineError(line);
    if (error) return { ok: false, error: `Basket line ${index + 1} ${error}.` };
    const { id } = line as BasketLine;
    if (seen.has(id)) return { ok: false, error: `Basket line ${index + 1} repeats product ${id}: a product has one line.` };
    seen.add(id);
  }
  return { ok: true, lines: (lines as BasketLine[]).map(lineOf) };
}
