import { defaultTreeAdapter as tree, html, parse, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { drawnStateId, pageModulesId, placeholderAttribute, shownHeadId } from '../../src/startup/page-marks';

// The HTML of the pre-rendered pages and of the frames the server draws signed-in pages into,
// made from the shell Vite wrote (dist/index.html) through an HTML parser (parse5, the parser
// jsdom is built on): each page is the shell's document with its parts moved, dropped or added.

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type Parent = DefaultTreeAdapterTypes.ParentNode;

/** What the app's render build drew for one route (src/startup/prerender-entry.tsx). */
export interface DrawnContent {
  /** the markup of the page's root */
  html: string;
  /** the route's title and head tags, as HTML */
  head: string;
  /** the query cache the page was drawn from, for the app to start with */
  state: unknown;
}

/**
 * A public page, drawn as an anonymous visitor sees it; a signed-in page's placeholder, drawn
 * while the session is unknown, which the app draws anew; or a frame the server draws a signed-in
 * page into (ADR-036). The last two hold markup the build cannot know: they inline the whole
 * stylesheet rather than the rules their markup uses.
 */
export type PageKind = 'page' | 'placeholder' | 'frame';

/** The shell as Vite wrote it, read once for all pages. */
export interface Shell {
  /** the shell's HTML, without the module links a previous run of this step added */
  html: string;
  /** the URL of the app's entry (the shell's module script) */
  entry: string;
  /** the files the shell already names (its entry and stylesheet), as build paths ('assets/...') */
  names: Set<string>;
}

export function readShell(html: string): Shell {
  const doc = parse(html);
  for (const link of elementsOf(doc, isModuleLink)) tree.detachNode(link);
  const entry = elementsOf(doc, isEntryScript)[0];
  if (!entry) throw new Error('The shell has no module script for the entry');
  const named = elementsOf(doc, (element) => ['script', 'link'].includes(element.tagName))
    .map((element) => attribute(element, 'src') ?? attribute(element, 'href') ?? '')
    .filter((url) => url.startsWith('/'));
  return { html: serialize(doc), entry: attribute(entry, 'src')!, names: new Set(named.map((url) => url.slice(1))) };
}

/** The plain shell (routes drawn in the browser), which links the app's modules to be fetched with its entry. */
export function shellWithModuleLinks(shell: Shell, files: string[]): string {
  const doc = parse(shell.html);
  append(
    headOf(doc),
    files.map((file) => element('link', { rel: 'modulepreload', crossorigin: '', href: `/${file}` })),
  );
  return serialize(doc);
}

export interface PageDocumentParts {
  shell: Shell;
  content: DrawnContent;
  kind: PageKind;
  /** the app's modules and the route's, which the page's start fetches all at once once the page is shown */
  modules: string[];
  /** the page's one inline script (tools/prerender/start-script.ts) */
  startScript: string;
  /** the text of a stylesheet of the build, by its path ('assets/style-....css') */
  stylesheet: (file: string) => string;
  /** the rules of a stylesheet that markup with these classes can use (server/site/page-styles.ts) */
  stylesForPage: (css: string, usedClasses: ReadonlySet<string>) => string;
}

/**
 * The page: its markup, its data and the stylesheet's rules for it inlined (no unstyled flash). The
 * page's start script takes the place of the entry's script; the whole stylesheet, the tab icon and
 * the manifest wait in a template: none of them is fetched before the first paint (ADR-026). The
 * app's and the route's modules are listed, not linked: the start fetches them once the page is
 * shown (src/startup/sequence.ts).
 */
export function pageDocument(parts: PageDocumentParts): string {
  const { shell, content, kind, modules, startScript, stylesheet, stylesForPage } = parts;
  const doc = parse(shell.html);
  const head = headOf(doc);
  const root = elementsOf(doc, (found) => attribute(found, 'id') === 'root')[0];
  if (!root) throw new Error('The shell has no #root');
  append(root, parseFragment(root, content.html, {}).childNodes);
  if (kind === 'placeholder') root.attrs.push({ name: placeholderAttribute, value: '' });

  // kept back until the page is shown: the stylesheet's links (their rules inlined meanwhile), the tab icon, the manifest
  const stylesheetLinks = elementsOf(head, (link) => link.tagName === 'link' && attribute(link, 'rel') === 'stylesheet');
  for (const link of stylesheetLinks) {
    const css = stylesheet(attribute(link, 'href')!.slice(1));
    replace(link, element('style', {}, kind === 'page' ? stylesForPage(css, classesOf(root)) : css));
  }
  const keptBack = elementsOf(head, (link) => link.tagName === 'link' && ['icon', 'manifest'].includes(attribute(link, 'rel')!));
  // the page's own title and description in place of the shell's; its start script in place of the entry's
  const dropped = elementsOf(doc, (found) => isEntryScript(found) || found.tagName === 'title' || isDescription(found));
  for (const node of [...keptBack, ...dropped]) tree.detachNode(node);

  const shownLater = element('template', { id: shownHeadId }) as DefaultTreeAdapterTypes.Template;
  tree.setTemplateContent(shownLater, tree.createDocumentFragment());
  append(shownLater.content, [...stylesheetLinks, ...keptBack]);
  append(head, [
    ...parseFragment(head, content.head, {}).childNodes,
    // a slow phone may paint a page half parsed, then move what is on screen as the rest arrives:
    // the first paint waits for the page's last block (Chromium; other browsers ignore the hint)
    element('link', { rel: 'expect', href: `#${pageModulesId}`, blocking: 'render' }),
    // without an icon link, a browser asks for /favicon.ico before the first paint
    element('link', { rel: 'icon', href: 'data:,' }),
    shownLater,
  ]);
  after(root, [
    dataBlock(drawnStateId, content.state),
    dataBlock(pageModulesId, modules, { 'data-entry': shell.entry }),
    element('script', {}, startScript),
  ]);
  return serialize(doc);
}

/** Data for the client in a block no browser runs ('<' escaped so that no product text can close it). */
function dataBlock(id: string, data: unknown, attributes: Record<string, string> = {}): Element {
  return element('script', { type: 'application/json', id, ...attributes }, JSON.stringify(data).replace(/</g, '\\u003c'));
}

const isModuleLink = (found: Element) => found.tagName === 'link' && attribute(found, 'rel') === 'modulepreload';
const isEntryScript = (found: Element) =>
  found.tagName === 'script' && attribute(found, 'type') === 'module' && attribute(found, 'src') !== undefined;
const isDescription = (found: Element) => found.tagName === 'meta' && attribute(found, 'name') === 'description';

/** The elements under `parent`, in document order (not inside templates). */
function elementsOf(parent: Parent, matches: (element: Element) => boolean): Element[] {
  return parent.childNodes.flatMap((child) =>
    tree.isElementNode(child) ? [...(matches(child) ? [child] : []), ...elementsOf(child, matches)] : [],
  );
}

const attribute = (found: Element, name: string) => found.attrs.find((attr) => attr.name === name)?.value;

/** The class names used on the elements under `parent`. */
const classesOf = (parent: Parent) =>
  new Set(
    elementsOf(parent, (found) => attribute(found, 'class') !== undefined).flatMap((found) =>
      attribute(found, 'class')!.split(/\s+/),
    ),
  );

const headOf = (doc: DefaultTreeAdapterTypes.Document) => elementsOf(doc, (found) => found.tagName === 'head')[0]!;

/** A new element; its text goes in as it is (a script's or a style's text is never escaped). */
function element(tagName: string, attributes: Record<string, string>, text?: string): Element {
  const created = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) tree.insertText(created, text);
  return created;
}

function append(parent: Parent, nodes: Node[]) {
  for (const node of [...nodes]) {
    tree.detachNode(node);
    tree.appendChild(parent, node);
  }
}

function after(reference: Node, nodes: Node[]) {
  const parent = reference.parentNode!;
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  for (const node of nodes) {
    if (next) tree.insertBefore(parent, node, next);
    else tree.appendChild(parent, node);
  }
}

function replace(old: Node, replacement: Node) {
  tree.insertBefore(old.parentNode!, replacement, old);
  tree.detachNode(old);
}
