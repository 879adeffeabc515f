/** A home-page category card (spec 3): `name` is the catalogue's category, used in the route. */
export interface CategoryCard {
  title: string;
  name: string;
  /** served by the catalogue host; relative to the page origin (the embedded server) */
  imageLink: string;
  /** what the card's picture shows */
  imageAlt: string;
}

// spec 2 'Home page': the 4 category cards, titles word for word.
export const homeCategories: readonly CategoryCard[] = [
  { title: 'Discover fashion trends', name: "women's clothing", imageLink: '/images/categories/womens-clothing.svg', imageAlt: 'A coat, a dress and a skirt' },
  { title: 'Electronics', name: 'electronics', imageLink: '/images/categories/electronics.svg', imageAlt: 'Headphones, a laptop and a phone' },
  { title: "Men's Clothing", name: "men's clothing", imageLink: '/images/categories/mens-clothing.svg', imageAlt: 'A hoodie, a shirt and trousers' },
  { title: 'Jewelery', name: 'jewelery', imageLink: '/images/categories/jewelery.svg', imageAlt: 'A necklace, a ring and earrings' },
];
