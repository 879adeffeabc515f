import { SILHOUETTES } from './silhouettes';

export type ArtKind = keyof typeof SILHOUETTES;

/** How a product's picture is drawn: an outline of its kind in its colours. */
export interface ProductArt {
  kind: ArtKind;
  colour: string;
  accent: string;
  /** varies the backdrop so neighbouring products look different */
  variant: number;
}

const BACKDROPS = ['#eef3f8', '#f8f1ea', '#eef6ef', '#f5eef7', '#fdf6e3', '#edf4f6'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function backdrop(variant: number): string {
  const fill = BACKDROPS[variant % BACKDROPS.length];
  switch (variant % 3) {
    case 0:
      return `<rect width="400" height="400" fill="${fill}"/><circle cx="200" cy="210" r="160" fill="#fff" opacity=".6"/>`;
    case 1:
      return `<rect width="400" height="400" fill="#fff"/><rect x="40" y="40" width="320" height="320" rx="48" fill="${fill}"/>`;
    default:
      return `<rect width="400" height="400" fill="${fill}"/><path d="M0 300 Q200 220 400 300 V400 H0 Z" fill="#fff" opacity=".7"/>`;
  }
}

/** A small standalone SVG of the product, with its title for screen readers. */
export function productSvg(title: string, art: ProductArt): string {
  const outline = SILHOUETTES[art.kind](art.colour, art.accent);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
    `<title>${escapeXml(title)}</title>${backdrop(art.variant)}` +
    `<ellipse cx="200" cy="352" rx="120" ry="10" fill="#000" opacity=".08"/>${outline}</svg>`
  );
}
