/**
 * The viewport widths (CSS px) where the layout changes. Styles build their media queries from
 * these, and the product grid's row maths (grid-layout.ts) reads the same numbers, so the two can
 * never drift apart.
 */
export const breakpoints = {
  /** two product cards a row */
  smallPhone: 360,
  /** page padding grows; most layouts leave their one-column form */
  tablet: 600,
  /** the header's desktop layout (below: one row for logo, account and cart, then search) and three product cards a row */
  desktop: 760,
  wide: 900,
  /** product page: picture, details and buy box side by side */
  detail: 1000,
  /** four product cards a row */
  large: 1100,
  /** five product cards a row */
  xlarge: 1440,
} as const;

type Breakpoint = keyof typeof breakpoints;

/** A media query for viewports at least as wide as `name`. */
export const from = (name: Breakpoint) => `screen and (min-width: ${breakpoints[name]}px)`;

/** A media query for viewports narrower than `name` (up to its width minus one pixel). */
export const below = (name: Breakpoint) => `screen and (max-width: ${breakpoints[name] - 1}px)`;
