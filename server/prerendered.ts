/** The file under dist/prerendered/ that holds the pre-rendered HTML of a path (one flat folder). */
export function prerenderedFileName(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // keep the raw path: it simply matches no file
  }
  return `${encodeURIComponent(decoded.replace(/\/+$/, '') || '/')}.html`;
}
