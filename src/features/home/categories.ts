import electronics from '../../assets/categories/electronics.svg?no-inline';
import jewelery from '../../assets/categories/jewelery.svg?no-inline';
import mensClothing from '../../assets/categories/mens-clothing.svg?no-inline';
import womensClothing from '../../assets/categories/womens-clothing.svg?no-inline';

/** A home-page category card (requirements §3): `name` is the catalogue's category, used in the route. */
export interface CategoryCard {
  title: string;
  name: string;
  /** shipped with the shop, like the hero images: a card never depends on which host serves the catalogue */
  imageLink: string;
  /** what the card's picture shows */
  imageAlt: string;
}

// requirements §2 'Home page': the 4 category cards, titles word for word.
export const homeCategories: readonly CategoryCard[] = [
  {
    title: 'Discover fashion trends',
    name: "women's clothing",
    imageLink: womensClothing,
    imageAlt: 'A coat, a dress and a skirt',
  },
  { title: 'Electronics', name: 'electronics', imageLink: electronics, imageAlt: 'Headphones, a laptop and a phone' },
  { title: "Men's Clothing", name: "men's clothing", imageLink: mensClothing, imageAlt: 'A hoodie, a shirt and trousers' },
  { title: 'Jewelery', name: 'jewelery', imageLink: jewelery, imageAlt: 'A necklace, a ring and earrings' },
];
