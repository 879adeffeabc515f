import { escapeXml, type ArtKind } from './product-art';
import { SILHOUETTES } from './silhouettes';

interface CategoryArt {
  title: string;
  backdrop: string;
  items: [ArtKind, string, string][];
}

/** The four home-page category cards (spec 2), keyed by the slug of their image path. */
export const CATEGORY_ART: Record<string, CategoryArt> = {
  'womens-clothing': {
    title: "Women's clothing",
    backdrop: '#fbe9ef',
    items: [['coat', '#a67c52', '#5d4037'], ['dress', '#c2185b', '#f8bbd0'], ['skirt', '#3949ab', '#9fa8da']],
  },
  electronics: {
    title: 'Electronics',
    backdrop: '#e8f0fb',
    items: [['headphones', '#1f2a44', '#f2b544'], ['laptop', '#5b6472', '#8ec5ff'], ['phone', '#3a3f58', '#b39ddb']],
  },
  'mens-clothing': {
    title: "Men's clothing",
    backdrop: '#eaf2ec',
    items: [['hoodie', '#8e3b46', '#d9a5ac'], ['shirt', '#7fa7d9', '#ffffff'], ['trousers', '#b08d57', '#5c4a2e']],
  },
  jewelery: {
    title: 'Jewelery',
    backdrop: '#fdf5e6',
    items: [['necklace', '#d4a537', '#f6df9a'], ['ring', '#b8c0c8', '#a7e3ff'], ['earrings', '#a9b2bb', '#f7f1e8']],
  },
};

/** Three products of the category, the middle one larger and in front. */
export function categorySvg(art: CategoryArt): string {
  const place = (index: number, x: number, y: number, scale: number) => {
    const [kind, colour, accent] = art.items[index]!;
    return `<g transform="translate(${x} ${y}) scale(${scale})">${SILHOUETTES[kind](colour, accent)}</g>`;
  };
  const placed = place(0, -14, 110, 0.56) + place(2, 190, 110, 0.56) + place(1, 60, 46, 0.7);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
    `<title>${escapeXml(art.title)}</title><rect width="400" height="400" fill="${art.backdrop}"/>` +
    `<circle cx="200" cy="200" r="170" fill="#fff" opacity=".55"/>${placed}</svg>`
  );
}
