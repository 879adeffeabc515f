import { breakpoints } from '../../shared/theme/breakpoints';

export interface GridLayout {
  columns: number;
  /** px between cards, both ways */
  gap: number;
  /** px: every row has this height, fixed before any card renders, so nothing shifts */
  rowHeight: number;
}

/** The list's width on a viewport this wide: the page padding (catalogue-page.css.ts) taken off both sides. */
export const listWidthAt = (viewport: number) => viewport - 2 * (viewport >= breakpoints.tablet ? 16 : 8);

const from = (name: keyof typeof breakpoints) => listWidthAt(breakpoints[name]);

/**
 * The plain grid's layout (product-grid.css.ts, whose media queries are on the viewport) for a list
 * of this width: the same breakpoints, each made a list width.
 */
export function gridLayoutFor(width: number, showDescription: boolean): GridLayout {
  const columns =
    width >= from('xlarge') ? 5 : width >= from('large') ? 4 : width >= from('desktop') ? 3 : width >= from('smallPhone') ? 2 : 1;
  const wide = width >= from('desktop');
  const gap = wide ? 16 : width >= from('smallPhone') ? 8 : 12;
  // card padding + image box + title (3 lines) + stars + price + a deal's note (2 lines of 12px
  // text, DealNote.tsx) + button, and the gaps between them
  const card = wide ? 32 + 220 + 66 + 16 + 25 + 34 + 40 + 5 * 8 : 24 + 180 + 61 + 16 + 25 + 34 + 40 + 5 * 8;
  // the description is clamped at 3 lines of 12px text
  const rowHeight = card + (showDescription ? 8 + 45 : 0) + 8;
  return { columns, gap, rowHeight };
}

export const sameLayout = (a: GridLayout, b: GridLayout) =>
  a.columns === b.columns && a.gap === b.gap && a.rowHeight === b.rowHeight;
