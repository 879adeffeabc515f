import { describe, expect, it } from 'vitest';
import { applyHead, headHtml, mergeHeads } from './document-head';

describe('the routes’ head tags', () => {
  it('lets a deeper route replace its parent’s title and same-named tags, and keeps the rest', () => {
    const head = mergeHeads([
      { meta: [{ title: 'Shop' }, { name: 'description', content: 'All of it' }, { property: 'og:site_name', content: 'Shop' }] },
      {
        meta: [{ title: 'Tee: $12.50 | Shop' }, { name: 'description', content: 'A tee' }],
        links: [{ rel: 'canonical', href: 'https://shop.example/products/1' }],
        headScripts: [{ type: 'application/ld+json', children: '{"@type":"Product"}' }],
      },
    ]);
    expect(head).toEqual({
      title: 'Tee: $12.50 | Shop',
      meta: [
        { key: 'name', name: 'description', content: 'A tee' },
        { key: 'property', name: 'og:site_name', content: 'Shop' },
      ],
      links: [{ rel: 'canonical', href: 'https://shop.example/products/1' }],
      scripts: [{ type: 'application/ld+json', children: '{"@type":"Product"}' }],
    });
  });

  it('writes the tags as HTML with every text escaped, and a data block no text can close', () => {
    const html = headHtml(
      mergeHeads([
        {
          meta: [{ title: 'Tom & Jerry <3' }, { name: 'description', content: 'Say "hi"' }],
          headScripts: [{ type: 'application/ld+json', children: '{"name":"</script><script>alert(1)</script>"}' }],
        },
      ]),
    );
    expect(html).toBe(
      '<title>Tom &amp; Jerry &lt;3</title>' +
        '<meta name="description" content="Say &quot;hi&quot;" data-page-head>' +
        '<script type="application/ld+json" data-page-head>{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });

  it("puts a page's head into the live document in place of the last page's, and of the shell's description", () => {
    document.head.innerHTML = '<title>Shell</title><meta name="description" content="The shell">';
    applyHead(
      document,
      mergeHeads([
        {
          meta: [{ title: 'Cart' }, { name: 'description', content: 'Your basket' }],
          links: [{ rel: 'canonical', href: '/Cart' }],
        },
      ]),
    );
    applyHead(document, mergeHeads([{ meta: [{ title: 'Orders' }, { name: 'description', content: 'Your orders' }] }]));
    expect(document.title).toBe('Orders');
    expect([...document.head.querySelectorAll('meta[name="description"]')].map((tag) => tag.getAttribute('content'))).toEqual([
      'Your orders',
    ]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
