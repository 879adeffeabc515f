import type { Product } from '../../../ports/entities';
import { formatPrice } from '../../domain/money';

// What each page says of itself to a browser tab, a search engine and a link preview. Route files
// return these from TanStack Router's `head` option (through page-heads.ts, which loads this module
// only when a head is needed); DocumentHead applies them on navigation and the pre-render step
// writes them into each page's HTML.

const SHOP_NAME = 'Shopfront';
/** the shop's public address, for canonical links and previews (absolute URLs) */
const SITE = (import.meta.env.VITE_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const DEFAULT_IMAGE = '/icon-512.png';

const absolute = (path: string) => (/^https?:/.test(path) ? path : `${SITE}${path}`);

interface PageHeadInput {
  title: string;
  description: string;
  path: string;
  image?: string;
}

function pageHead({ title, description, path, image = DEFAULT_IMAGE }: PageHeadInput) {
  const preview = [
    ['title', title],
    ['description', description],
    ['image', absolute(image)],
  ];
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:site_name', content: SHOP_NAME },
      { property: 'og:url', content: absolute(path) },
      { property: 'og:type', content: 'website' },
      ...preview.map(([key, content]) => ({ property: `og:${key}`, content })),
      { name: 'twitter:card', content: image === DEFAULT_IMAGE ? 'summary' : 'summary_large_image' },
      ...preview.map(([key, content]) => ({ name: `twitter:${key}`, content })),
    ],
    links: [{ rel: 'canonical', href: absolute(path) }],
  };
}

/** A product page: its title and price, its picture, and schema.org Product data for search engines. */
function productHead(product: Product) {
  const price = formatPrice(product.price);
  const head = pageHead({
    title: `${product.title}: ${price} | ${SHOP_NAME}`,
    description: `${product.title} for ${price}. ${product.description}`.slice(0, 300),
    path: `/products/${product.id}`,
    image: product.image,
  });
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: absolute(product.image),
    description: product.description,
    category: product.category,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
    ...(product.rating.count > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.rate, reviewCount: product.rating.count },
    }),
  };
  return { ...head, scripts: [{ type: 'application/ld+json', children: JSON.stringify(data) }] };
}

/** Each page's head; the texts of every page in one place. */
/** A page that serves one shopper once (a reset link's): titled, asking not to be listed, no preview. */
const unlistedHead = (title: string, path: string) => ({
  meta: [{ title: `${title} | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }],
  links: [{ rel: 'canonical', href: absolute(path) }],
});

export const heads = {
  home: () =>
    pageHead({
      title: `${SHOP_NAME}: online shopping`,
      description: "Shop electronics, jewelery, men's and women's clothing.",
      path: '/',
    }),
  category: (name: string) =>
    pageHead({
      title: `${name}: Results | ${SHOP_NAME}`,
      description: `Shop ${name} at ${SHOP_NAME}: prices, ratings and reviews.`,
      path: `/category/${encodeURIComponent(name)}`,
    }),
  product: (product: Product | null, id: string) =>
    product
      ? productHead(product)
      : pageHead({ title: `Product | ${SHOP_NAME}`, description: `A product at ${SHOP_NAME}.`, path: `/products/${id}` }),
  search: (q: string) =>
    pageHead({
      title: `Results for "${q}" | ${SHOP_NAME}`,
      description: `Products at ${SHOP_NAME} matching "${q}".`,
      path: `/search?q=${encodeURIComponent(q)}`,
    }),
  cart: () =>
    pageHead({
      title: `Your Shopping Basket | ${SHOP_NAME}`,
      description: `Your shopping basket at ${SHOP_NAME}: review your items and continue to checkout.`,
      path: '/Cart',
    }),
  auth: () =>
    pageHead({
      title: `Sign In | ${SHOP_NAME}`,
      description: `Sign in to ${SHOP_NAME}, or create your account, to pay and see your orders.`,
      path: '/auth',
    }),
  checkout: () =>
    pageHead({ title: `Checkout | ${SHOP_NAME}`, description: `Pay for your basket at ${SHOP_NAME}.`, path: '/Payment' }),
  account: () =>
    pageHead({ title: `Your Account | ${SHOP_NAME}`, description: `Your account at ${SHOP_NAME}.`, path: '/account' }),
  orders: () =>
    pageHead({ title: `Your Orders | ${SHOP_NAME}`, description: `Your past orders at ${SHOP_NAME}.`, path: '/Orders' }),
  // ADR-033: found through the sign-in page and a mail, never through a search engine (nor is the
  // token of a reset link ever part of the page's canonical address)
  forgotPassword: () => unlistedHead('Reset your password', '/forgot-password'),
  resetPassword: () => unlistedHead('Set a new password', '/reset-password'),
  // the merchant's pages (ADR-048): for the staff, never for a search engine
  sell: () => unlistedHead('Back office', '/sell'),
};
