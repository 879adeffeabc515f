import type { Product } from './entities';

// The default search of CatalogPort.searchProducts, for hosts without a search endpoint.
// Pure and dependency-free, so every adapter and double can share one behaviour.

export interface SearchOptions {
  /** a category name, or undefined for all */
  category?: string;
  /** at most this many results */
  limit?: number;
  /** the words as typed only: no typo is forgiven (the shopper's 'search instead for', ADR-020) */
  exact?: boolean;
}

/** Lower case without accents, so 'Café' finds 'cafe'. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export const searchWords = (query: string) => normaliseText(query).split(/\s+/).filter(Boolean);

/** Letters and digits only: 't-shirt', 't shirt' and 'tshirt' read alike. */
const joined = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A text as its words joined, with where each word starts in it: a query word is looked for at
 * those starts, so that 'tshirt' finds 't-shirt' and 'ring' finds 'ring' but not 'flattering'.
 */
interface Indexed {
  joined: string;
  starts: ReadonlySet<number>;
}

function indexed(text: string): Indexed {
  const starts = new Set<number>();
  let length = 0;
  for (const word of wordsOf(text)) {
    starts.add(length);
    length += word.length;
  }
  return { joined: joined(text), starts };
}

/** Each product's searchable text, normalised once per product object rather than once per query. */
const normalised = new WeakMap<Product, { title: Indexed; text: Indexed }>();

function searchableText(product: Product) {
  let known = normalised.get(product);
  if (!known) {
    const title = normaliseText(product.title);
    const text = `${title} ${normaliseText(product.description)} ${normaliseText(product.category)}`;
    known = { title: indexed(title), text: indexed(text) };
    normalised.set(product, known);
  }
  return known;
}

/**
 * ADR-020: the first parts of compounds whose last part is what a shopper means: 'earrings' are
 * rings, 'headphones' phones, 'handbags' bags. Any other part of a longer word is not a match:
 * 'ring' is not in 'flattering' nor in 'layering'. Kept small and known rather than any catalogue
 * word, which would let 'top' find a 'laptop' or 'lace' a 'necklace' as soon as a description
 * said 'lap' or 'neck'.
 */
const compoundHeads = new Set([
  'arm',
  'back',
  'ear',
  'foot',
  'hand',
  'head',
  'key',
  'rain',
  'smart',
  'snow',
  'sun',
  'sweat',
  'swim',
  'wind',
  'wrist',
]);

/** Where, in the joined words, a word starts that is one of the known compound heads, and ends. */
function compoundPartStarts(text: Indexed): Set<number> {
  const parts = new Set<number>();
  const starts = [...text.starts];
  for (const [index, start] of starts.entries()) {
    const end = starts[index + 1] ?? text.joined.length;
    for (const head of compoundHeads)
      if (end - start > head.length && text.joined.startsWith(head, start)) parts.add(start + head.length);
  }
  return parts;
}

const compoundParts = new WeakMap<Indexed, Set<number>>();

/** A query form is found at a word's start (running on over following words), or as a compound's last part. */
function holdsForm(text: Indexed, form: string): boolean {
  for (let at = text.joined.indexOf(form); at !== -1; at = text.joined.indexOf(form, at + 1)) {
    if (text.starts.has(at)) return true;
    let parts = compoundParts.get(text);
    if (!parts) {
      parts = compoundPartStarts(text);
      compoundParts.set(text, parts);
    }
    if (form.length >= 3 && parts.has(at)) return true;
  }
  return false;
}

const wordsOfProduct = (product: Product) =>
  wordsOf(`${normaliseText(product.title)} ${normaliseText(product.description)} ${normaliseText(product.category)}`);

/** Every word of a catalogue, once: what a misspelt word can be told apart from. */
const vocabularies = new WeakMap<readonly Product[], string[]>();

function vocabularyOf(products: readonly Product[]): string[] {
  let words = vocabularies.get(products);
  if (!words) {
    const seen = new Set<string>();
    for (const product of products) for (const word of wordsOfProduct(product)) if (word.length >= 4) seen.add(word);
    words = [...seen];
    vocabularies.set(products, words);
  }
  return words;
}

/** One letter added, dropped, changed, or two neighbours swapped, at most. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  // two neighbours swapped: 'jakcet' for 'jacket'
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/** A query word and what it may also be written as: its singular, or its letters joined. */
export function formsOf(word: string): string[] {
  const forms = new Set([word, joined(word)]);
  if (word.length > 4 && word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  else if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) forms.add(word.slice(0, -2));
  else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  forms.delete('');
  return [...forms];
}

/** A word of five letters or more may carry one typo: the catalogue's words one edit away. */
const typoFormsOf = (word: string, vocabulary: readonly string[]) =>
  word.length < 5 ? formsOf(word) : [...formsOf(word), ...vocabulary.filter((known) => withinOneEdit(word, known))];

const holds = (text: Indexed, forms: readonly string[]) => forms.some((form) => holdsForm(text, form));

/** Products holding every word's forms, those with all in the title first, each group in catalogue order. */
function rank(products: readonly Product[], forms: readonly string[][], category: string | undefined): Product[] {
  const inTitle: Product[] = [];
  const elsewhere: Product[] = [];
  for (const product of products) {
    if (category && product.category !== category) continue;
    const { title, text } = searchableText(product);
    if (forms.every((each) => holds(title, each))) inTitle.push(product);
    else if (forms.every((each) => holds(text, each))) elsewhere.push(product);
  }
  return inTitle.concat(elsewhere);
}

/**
 * Every word must appear in the title, description or category, at the start of a word (ADR-020),
 * as written, in the singular or with its letters joined ('tshirt' finds 't-shirt'); only when
 * that finds nothing, and unless `exact`, a word of five letters or more may also carry one typo
 * ('jaket'). Products whose title holds every word come first, then the rest, each group in
 * catalogue order.
 */
export function filterProducts(products: readonly Product[], query: string, options: SearchOptions = {}): Product[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  let ranked = rank(products, words.map(formsOf), options.category);
  if (ranked.length === 0 && !options.exact && words.some((word) => word.length >= 5)) {
    const vocabulary = vocabularyOf(products);
    ranked = rank(
      products,
      words.map((word) => typoFormsOf(word, vocabulary)),
      options.category,
    );
  }
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}

/**
 * ADR-020: the query a search's results answer when a typo was forgiven ('shrit' found shirts:
 * 'shirt'), or null when they answer the words as typed. Worked out from the results alone, so it
 * holds whichever adapter searched.
 */
export function correctedQuery(results: readonly Product[], query: string): string | null {
  const words = searchWords(query);
  if (results.length === 0 || words.length === 0) return null;
  const texts = results.map((product) => searchableText(product).text);
  const vocabulary = vocabularyOf(results);
  let corrected = false;
  const answered = words.map((word) => {
    if (texts.some((text) => holds(text, formsOf(word)))) return word;
    const known = word.length >= 5 ? vocabulary.find((each) => withinOneEdit(word, each)) : undefined;
    if (!known) return word;
    corrected = true;
    return known;
  });
  return corrected ? answered.join(' ') : null;
}
