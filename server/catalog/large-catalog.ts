import type { CatalogEntry } from './catalog';
import { CATEGORIES, BUILT_IN_PRODUCTS, toEntry, type BuiltInProduct } from './built-in-products';

export const MAX_CATALOG_SIZE = 100_000;

const COLOUR_NAMES = ['Graphite', 'Ocean Blue', 'Sage', 'Coral', 'Ivory', 'Plum', 'Sand', 'Midnight', 'Berry', 'Slate'];
const PALETTE = ['#34495e', '#1565c0', '#6a8d73', '#ff7f50', '#c9b79c', '#7b1fa2', '#c2a878', '#1a237e', '#ad1457', '#607d8b'];

/** Small seeded generator (mulberry32): the same size always gives the same catalogue. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const byCategory = CATEGORIES.map((category) => BUILT_IN_PRODUCTS.filter((builtIn) => builtIn.category === category));

/** The built-in products first, then variations of them cycling through the four categories. */
export function largeCatalogEntries(size: number): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  for (let id = 1; id <= size; id++) {
    const builtIn = BUILT_IN_PRODUCTS[id - 1];
    entries.push(builtIn ? toEntry(builtIn, id) : toEntry(variation(id), id));
  }
  return entries;
}

function variation(id: number): BuiltInProduct {
  const random = seeded(id);
  const templates = byCategory[id % CATEGORIES.length]!;
  const template = templates[Math.floor(random() * templates.length)]!;
  const shade = Math.floor(random() * COLOUR_NAMES.length);
  const cents = Math.round(template.price * (0.6 + random() * 0.8) * 100);
  return {
    ...template,
    // a variation has a price of its own: its template's deal is not its own
    listPrice: undefined,
    title: `${template.title}, ${COLOUR_NAMES[shade]}, Model ${1000 + id}`,
    // whole dollars then .99 or .49, as retail prices usually end
    price: Math.max(1, Math.floor(cents / 100)) + (random() < 0.5 ? 0.99 : 0.49),
    rate: Math.round((2.5 + random() * 2.5) * 10) / 10,
    count: Math.floor(random() * 6000),
    colour: PALETTE[shade]!,
  };
}
