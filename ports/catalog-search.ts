import type { Product } from './entities';

// The default search of CatalogPort.searchProducts, for hosts without a search endpoint.
// Pure and dependency-free, so every adapter and double can share one behaviour.

export interface SearchOptions {
  /** a category name, or undefined for all */
  category?: string;
  /** at most this many results */
  limit?: number;
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

/** Each product's searchable text, normalised once per product object rather than once per query. */
const normalised = new WeakMap<Product, { title: string; text: string; joinedTitle: string; joinedText: string }>();

function searchableText(product: Product) {
  let known = normalised.get(product);
  if (!known) {
    const title = normaliseText(product.title);
    const text = `${title} ${normaliseText(product.description)} ${normaliseText(product.category)}`;
    known = { title, text, joinedTitle: joined(title), joinedText: joined(text) };
    normalised.set(product, known);
  }
  return known;
}

/** Every word of a catalogue, once: what a misspelt word can be told apart from. */
const vocabularies = new WeakMap<readonly Product[], string[]>();

function vocabularyOf(products: readonly Product[]): string[] {
  let words = vocabularies.get(products);
  if (!words) {
    const seen = new Set<string>();
    for (const product of products)
      for (const word of searchableText(product).text.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 4) seen.add(word);
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

const holds = (text: string, joinedText: string, forms: readonly string[]) =>
  forms.some((form) => text.includes(form) || joinedText.includes(form));

/** Products holding every word's forms, those with all in the title first, each group in catalogue order. */
function rank(products: readonly Product[], forms: readonly string[][], category: string | undefined): Product[] {
  const inTitle: Product[] = [];
  const elsewhere: Product[] = [];
  for (const product of products) {
    if (category && product.category !== category) continue;
    const { title, text, joinedTitle, joinedText } = searchableText(product);
    if (forms.every((each) => holds(title, joinedTitle, each))) inTitle.push(product);
    else if (forms.every((each) => holds(text, joinedText, each))) elsewhere.push(product);
  }
  return inTitle.concat(elsewhere);
}

/**
 * Every word must appear in the title, description or category, as written, in the singular or
 * with its letters joined ('tshirt' finds 't-shirt'); only when that finds nothing, a word of five
 * letters or more may also carry one typo ('jaket'). Products whose title holds every word come
 * first, then the rest, each group in catalogue order.
 */
export function filterProducts(products: readonly Product[], query: string, options: SearchOptions = {}): Product[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  let ranked = rank(products, words.map(formsOf), options.category);
  if (ranked.length === 0 && words.some((word) => word.length >= 5)) {
    const vocabulary = vocabularyOf(products);
    ranked = rank(
      products,
      words.map((word) => typoFormsOf(word, vocabulary)),
      options.category,
    );
  }
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}
