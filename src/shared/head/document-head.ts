// The head tags of the current routes, merged (a deeper route's title or meta replaces its
// parent's), as HTML for the pre-rendered pages and as changes to the live document.

interface HeadTag {
  title?: string;
  name?: string;
  property?: string;
  content?: string;
}
interface HeadLink {
  rel: string;
  href: string;
}
interface HeadScript {
  type: string;
  children: string;
}
export interface RouteHeads {
  meta?: unknown;
  links?: unknown;
  headScripts?: unknown;
}
export interface MergedHead {
  title: string | null;
  meta: { key: 'name' | 'property'; name: string; content: string }[];
  links: HeadLink[];
  scripts: HeadScript[];
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function mergeHeads(matches: readonly RouteHeads[]): MergedHead {
  let title: string | null = null;
  const meta = new Map<string, MergedHead['meta'][number]>();
  const links = new Map<string, HeadLink>();
  const scripts = new Map<string, HeadScript>();
  for (const match of matches) {
    for (const tag of list<HeadTag>(match.meta)) {
      if (tag.title !== undefined) title = tag.title;
      const key = tag.name !== undefined ? 'name' : tag.property !== undefined ? 'property' : null;
      if (key && tag.content !== undefined) meta.set(`${key}:${tag[key]}`, { key, name: tag[key]!, content: tag.content });
    }
    for (const link of list<HeadLink>(match.links)) links.set(link.rel, link);
    for (const script of list<HeadScript>(match.headScripts)) scripts.set(script.type, script);
  }
  return { title, meta: [...meta.values()], links: [...links.values()], scripts: [...scripts.values()] };
}

/** Text safe inside HTML or XML, in content and in double-quoted attributes. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML, marked so that the live document can find and replace them. */
export function headHtml(head: MergedHead): string {
  return [
    head.title === null ? '' : `<title>${escapeMarkup(head.title)}</title>`,
    ...head.meta.map(
      (tag) => `<meta ${tag.key}="${escapeMarkup(tag.name)}" content="${escapeMarkup(tag.content)}" data-page-head>`,
    ),
    ...head.links.map((link) => `<link rel="${escapeMarkup(link.rel)}" href="${escapeMarkup(link.href)}" data-page-head>`),
    // a data block, never run; '<' escaped so that no text can close it
    ...head.scripts.map(
      (script) =>
        `<script type="${escapeMarkup(script.type)}" data-page-head>${script.children.replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('');
}

/** Puts the head into the live document: the title, and the page's own tags in place of the last page's. */
export function applyHead(document: Document, head: MergedHead) {
  if (head.title !== null) document.title = head.title;
  for (const old of document.head.querySelectorAll('[data-page-head]')) old.remove();
  // the shell's own description gives way to the page's
  if (head.meta.some((tag) => tag.name === 'description')) document.head.querySelector('meta[name="description"]')?.remove();
  document.head.insertAdjacentHTML('beforeend', headHtml({ ...head, title: null }));
}
