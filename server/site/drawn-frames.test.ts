import { describe, expect, it } from 'vitest';
import { drawnStylesMark, pageInFrame, type DrawnPage } from './drawn-frames';

const frame = (styles: string) =>
  `<!doctype html><html><head><!--drawn-head--><style>${styles}</style></head><body><div id="root"><!--drawn-page--></div><script type="application/json" id="prerendered-state">"drawn-state"</script></body></html>`;
const page: DrawnPage = {
  html: '<main>$& costs $1</main>',
  head: '<title>A page</title>',
  state: { note: '</script>' },
  statusCode: 200,
  whole: true,
};

describe("a page in its build's frame", () => {
  it('takes the head, the markup and the state where the marks are, as they are', () => {
    const html = pageInFrame(frame('main{}'), page)!;
    expect(html).toContain('<head><title>A page</title><style>main{}</style>');
    expect(html).toContain('<div id="root"><main>$& costs $1</main></div>');
    expect(html).toContain('<script type="application/json" id="prerendered-state">{"note":"\\u003c/script>"}</script>');
  });

  it("puts the stylesheet's rules for the page where a browse frame marks them", () => {
    const asked: string[] = [];
    const html = pageInFrame(frame(drawnStylesMark('assets/index-1a2b.css')), page, (file) => {
      asked.push(file);
      return '.used{color:red}';
    })!;
    expect(asked).toEqual(['assets/index-1a2b.css']);
    expect(html).toContain('<style>.used{color:red}</style>');
    expect(html).not.toContain('drawn-styles');
  });

  it('needs every mark, and the styles when the frame asks for them', () => {
    expect(pageInFrame('<html><head></head><body><div id="root"></div></body></html>', page)).toBeNull();
    expect(pageInFrame(frame(drawnStylesMark('assets/index-1a2b.css')), page)).toBeNull();
  });
});
