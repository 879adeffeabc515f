import postcss from 'postcss';

/** The classes a selector needs on the page to match anything (those inside :not() need not be there). */
const classesNeeded = (selector: string) =>
  [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);

/**
 * The rules of the shop's stylesheet that can style this page's markup: a rule stays unless one of
 * the classes its selector needs appears nowhere in the page (rules without a class, at-rules such
 * as keyframes and custom properties stay). The page inlines only these; the whole stylesheet is
 * linked once the page is shown, before the app can draw anything the page did not have.
 */
export function stylesForPage(css: string, used: ReadonlySet<string>): string {
  const sheet = postcss.parse(css);
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const matching = rule.selectors.filter((selector) => classesNeeded(selector).every((name) => used.has(name)));
    if (matching.length === 0) rule.remove();
    else rule.selectors = matching;
  });
  // a media or supports block whose rules all went
  sheet.walkAtRules((block) => {
    if (block.nodes?.length === 0) block.remove();
  });
  return sheet.toString();
}
