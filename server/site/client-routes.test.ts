// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes';

const routes = ['/', '/Cart', '/Orders', '/products/$productId', '/category/$categoryName', '/files/$'];

describe('isClientRoute', () => {
  it.each([
    '/',
    '/Cart',
    '/cart/',
    '/ORDERS',
    '/products/3',
    '/products/abc',
    "/category/men's%20clothing",
    '/files/a/b',
    '/files',
    '/FILES/',
  ])('knows %s', (path) => expect(isClientRoute(path, routes)).toBe(true));

  it.each(['/no-such-page', '/Cart/more', '/products', '/products/3/reviews', '/category', '/%E0%A4%A'])(
    'does not know %s',
    (path) => expect(isClientRoute(path, routes)).toBe(false),
  );
});
