/**
 * The client router's route paths ('/', '/products/$productId', ...), as the build writes them
 * down from the router itself (tools/prerender/prerender-pages.ts): the one list of the shop's
 * pages stays the router's route files. A dotfile of the build folder, so never served.
 */
export const CLIENT_ROUTES_FILE = '.client-routes.json';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether one of `routes` draws `pathname`: segments compared whatever their case (ADR-005), a
 * `$name` segment standing for any one segment and a lone `$` for the rest of the path, if any
 * (`/sell/$` draws `/sell` too, as the router does).
 */
export function isClientRoute(pathname: string, routes: readonly string[]): boolean {
  let segments: string[];
  try {
    segments = segmentsOf(decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return routes.some((route) => {
    const pattern = segmentsOf(route);
    if (pattern.at(-1) === '$') return segments.length >= pattern.length - 1 && matches(pattern.slice(0, -1), segments);
    return segments.length === pattern.length && matches(pattern, segments);
  });
}

const matches = (pattern: string[], segments: string[]) =>
  pattern.every((part, index) => part.startsWith('$') || part.toLowerCase() === segments[index]!.toLowerCase());
