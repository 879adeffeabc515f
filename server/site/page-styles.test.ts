import { describe, expect, it } from 'vitest';
import { stylesForPage } from './page-styles';

const sheet = [
  ':root{--brand:#131921}',
  'body{margin:0}',
  '.card{padding:8px}',
  '.menu{display:none}',
  '.card .price,.menu .price{font-weight:700}',
  '.button:not(.busy):hover{color:red}',
  '@media (min-width:600px){.card{padding:16px}.menu{display:block}}',
  '@media (min-width:900px){.menu{width:300px}}',
  '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
].join('');

describe('stylesForPage: the stylesheet a pre-rendered page inlines', () => {
  // the classes of '<main class="card"><span class="price">$9</span><button class="button">Add</button></main>'
  const page = new Set(['card', 'price', 'button']);

  it('keeps the rules for the classes on the page, global rules and keyframes', () => {
    const css = stylesForPage(sheet, page);
    expect(css).toContain(':root{--brand:#131921}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.card{padding:8px}');
    expect(css).toContain('@media (min-width:600px){.card{padding:16px}}');
    expect(css).toContain('@keyframes spin');
  });

  it('drops rules and selectors for classes the page does not use, and media blocks left empty', () => {
    const css = stylesForPage(sheet, page);
    expect(css).not.toContain('.menu');
    expect(css).toContain('.card .price{font-weight:700}');
    expect(css).not.toContain('900px');
  });

  it('keeps a rule whose missing class is only inside :not(), which then matches', () => {
    expect(stylesForPage(sheet, page)).toContain('.button:not(.busy):hover{color:red}');
  });

  it('keeps everything for a page that uses every class', () => {
    const all = new Set(['card', 'menu', 'button', 'busy', 'price']);
    expect(stylesForPage(sheet, all)).toBe(sheet);
  });
});
