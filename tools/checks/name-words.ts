// How the glossary check reads a name: as the words it is made of, whatever its case.

/** The words of a name, in lower case: `sampleProducts`, `sample-products.ts` and `SAMPLE_PRODUCTS` all read
 * sample, products (and ts). */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A word as one of a thing: `entries` and `entry`, `items` and `item` read the same, so a plural is no way round. */
export function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Where `phrase` stands in `words`, word for word: each first index. */
export function placesOf(phrase: readonly string[], words: readonly string[]): number[] {
  const places: number[] = [];
  for (let at = 0; at + phrase.length <= words.length; at += 1)
    if (phrase.every((word, offset) => words[at + offset] === word)) places.push(at);
  return places;
}
