import type { ArtKind } from '../images/product-art';
import type { CatalogEntry } from './catalog';

export const CATEGORIES = ['electronics', 'jewelery', "men's clothing", "women's clothing"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface BuiltInProduct {
  title: string;
  /** what the shopper pays: the deal price when the product has a list price */
  price: number;
  /** the list price of a product on a deal; the hero's 'Up to 40% off' and tech deals are these (ADR-022) */
  listPrice?: number;
  category: Category;
  description: string;
  rate: number;
  count: number;
  kind: ArtKind;
  colour: string;
  accent: string;
}

// The shop's own built-in catalog: titles and texts written for this project.
export const BUILT_IN_PRODUCTS: BuiltInProduct[] = [
  {
    title: 'Aurora 14 Ultrabook Laptop, 16GB RAM, 512GB SSD, 14-inch Full HD Display',
    price: 849.99,
    listPrice: 999.99,
    category: 'electronics',
    description:
      'A light aluminium laptop for work and study. The 14-inch anti-glare screen stays readable by a window, the backlit keyboard is quiet, and the battery lasts a full day of documents and video calls.',
    rate: 4.5,
    count: 1287,
    kind: 'laptop',
    colour: '#5b6472',
    accent: '#8ec5ff',
  },
  {
    title: 'Northwind Wireless Over-Ear Headphones with Active Noise Cancelling, 40-Hour Battery',
    price: 129.99,
    listPrice: 179.99,
    category: 'electronics',
    description:
      'Soft memory-foam cushions and adaptive noise cancelling for flights, trains and open offices. Ten minutes of charging gives four hours of music; the cups fold flat into the included case.',
    rate: 4.4,
    count: 3542,
    kind: 'headphones',
    colour: '#1f2a44',
    accent: '#f2b544',
  },
  {
    title: 'Pixelon 27-inch QHD IPS Monitor, 75Hz, Ultra-Thin Bezel, HDMI and DisplayPort',
    price: 229,
    category: 'electronics',
    description:
      'A 2560 x 1440 panel with wide viewing angles and accurate colour, on a stand that tilts and swivels. Two monitors side by side leave only a thin seam between them.',
    rate: 4.6,
    count: 902,
    kind: 'monitor',
    colour: '#2d2f36',
    accent: '#5fd3c6',
  },
  {
    title: 'Tidewave Portable Bluetooth Speaker, Waterproof IPX7, 12-Hour Playtime',
    price: 45.5,
    listPrice: 59.99,
    category: 'electronics',
    description:
      'A rugged speaker that survives rain, sand and a drop in the pool. Pair two for stereo sound at the beach; the strap hooks onto a bag or a bike.',
    rate: 4.3,
    count: 5120,
    kind: 'speaker',
    colour: '#0f7c8c',
    accent: '#c9f1ef',
  },
  {
    title: 'Stellar 6.5-inch Smartphone, 128GB Storage, Dual Camera, Unlocked',
    price: 299.99,
    category: 'electronics',
    description:
      'A bright 6.5-inch display, a 50MP main camera with a night mode, and a 5000mAh battery with fast charging. Works with all major carriers.',
    rate: 4.1,
    count: 764,
    kind: 'phone',
    colour: '#3a3f58',
    accent: '#b39ddb',
  },
  {
    title: 'Quickdrive 1TB Portable SSD, USB-C, Read Speeds up to 1050MB/s',
    price: 89.95,
    listPrice: 119.95,
    category: 'electronics',
    description:
      'Pocket-sized solid-state storage that copies a full-length film in seconds. Shock resistant up to two metres, with hardware encryption and both USB-C and USB-A cables in the box.',
    rate: 4.7,
    count: 2215,
    kind: 'drive',
    colour: '#c0392b',
    accent: '#f5d0cb',
  },
  {
    title: 'Pulse Fit Smartwatch with Heart Rate Monitor, GPS and 1.4-inch AMOLED Screen',
    price: 149,
    category: 'electronics',
    description:
      'Tracks runs, rides and swims with built-in GPS, measures heart rate and sleep, and shows messages from your phone. Up to seven days between charges.',
    rate: 4.2,
    count: 1876,
    kind: 'smartwatch',
    colour: '#263238',
    accent: '#ff8a65',
  },
  {
    title: 'Clearshot Mirrorless Camera Kit with 15-45mm Lens, 24MP, 4K Video',
    price: 549,
    category: 'electronics',
    description:
      'An interchangeable-lens camera that fits in a coat pocket. Fast eye-tracking autofocus, a flip-up screen for vlogging and Wi-Fi transfer of photos to your phone.',
    rate: 4.6,
    count: 418,
    kind: 'camera',
    colour: '#3e3e3e',
    accent: '#9fb8c8',
  },
  {
    title: 'Sterling Silver Solitaire Ring with Round Cubic Zirconia, Sizes 5 to 10',
    price: 39.99,
    category: 'jewelery',
    description:
      'A classic four-prong setting in polished 925 sterling silver with a brilliant-cut stone. Nickel free and gift boxed.',
    rate: 4.5,
    count: 2630,
    kind: 'ring',
    colour: '#b8c0c8',
    accent: '#a7e3ff',
  },
  {
    title: '14K Gold-Plated Twisted Rope Chain Necklace, 18 Inches',
    price: 24.5,
    category: 'jewelery',
    description:
      'A 3mm rope chain with a secure lobster clasp, plated in 14K gold over brass for a warm shine that lasts. Wear it alone or layered.',
    rate: 4.2,
    count: 1540,
    kind: 'necklace',
    colour: '#d4a537',
    accent: '#f6df9a',
  },
  {
    title: 'Freshwater Pearl Drop Earrings in 925 Sterling Silver',
    price: 34,
    category: 'jewelery',
    description:
      'Hand-picked 8mm freshwater pearls on sterling silver hooks. Light enough for all-day wear, elegant enough for a wedding.',
    rate: 4.7,
    count: 987,
    kind: 'earrings',
    colour: '#a9b2bb',
    accent: '#f7f1e8',
  },
  {
    title: 'Rose Gold Stackable Bangle Bracelets, Set of 3',
    price: 29.99,
    category: 'jewelery',
    description:
      'Three slim stainless steel bangles in rose gold tone: one plain, one hammered and one set with small crystals. They slip on easily and resist tarnish.',
    rate: 4.3,
    count: 1322,
    kind: 'bracelet',
    colour: '#d89a8b',
    accent: '#f3c9bd',
  },
  {
    title: 'Heart Locket Pendant Necklace with Space for Two Photos, Stainless Steel',
    price: 19.95,
    category: 'jewelery',
    description:
      'A heart-shaped locket that opens to hold two small photos, on a 20-inch chain. The back can be engraved with initials or a date.',
    rate: 4.4,
    count: 2045,
    kind: 'pendant',
    colour: '#c7ccd1',
    accent: '#e57373',
  },
  {
    title: "Men's Black Titanium Wedding Band, Brushed Finish, Comfort Fit, 8mm",
    price: 54,
    category: 'jewelery',
    description:
      'A strong, light titanium band with a brushed top and polished edges. The rounded inside makes it comfortable to wear every day.',
    rate: 4.8,
    count: 611,
    kind: 'band',
    colour: '#2b2b2b',
    accent: '#8d8d8d',
  },
  {
    title: "Men's Classic Fit Crew Neck T-Shirts, Soft Cotton, Pack of 3",
    price: 22.99,
    category: "men's clothing",
    description:
      'Everyday tees in breathable combed cotton with a tag-free neck. Pre-shrunk so they keep their fit wash after wash.',
    rate: 4.4,
    count: 8640,
    kind: 'tshirt',
    colour: '#34495e',
    accent: '#5d7a96',
  },
  {
    title: "Men's Lightweight Water-Resistant Packable Puffer Jacket",
    price: 69.9,
    category: "men's clothing",
    description:
      'Warm synthetic insulation that still works when damp, in a jacket that packs into its own chest pocket. Elastic cuffs and a zipped hand pocket on each side.',
    rate: 4.5,
    count: 3104,
    kind: 'jacket',
    colour: '#1e5631',
    accent: '#a4de02',
  },
  {
    title: "Men's Slim Fit Long Sleeve Oxford Button-Down Shirt",
    price: 32.5,
    category: "men's clothing",
    description:
      'A crisp cotton oxford shirt with a button-down collar and a tailored cut. Smart with chinos at the office, relaxed with jeans at the weekend.',
    rate: 4.2,
    count: 2277,
    kind: 'shirt',
    colour: '#7fa7d9',
    accent: '#ffffff',
  },
  {
    title: "Men's Fleece Pullover Hoodie with Kangaroo Pocket",
    price: 38,
    category: "men's clothing",
    description:
      'A brushed-back fleece hoodie with a lined hood and ribbed cuffs. Cosy for cold mornings, the evening walk and everything in between.',
    rate: 4.6,
    count: 5432,
    kind: 'hoodie',
    colour: '#8e3b46',
    accent: '#d9a5ac',
  },
  {
    title: "Men's Stretch Chino Trousers, Straight Leg",
    price: 44.99,
    category: "men's clothing",
    description:
      'Cotton chinos with a touch of stretch for easy movement, a clean straight leg and deep pockets that hold a phone.',
    rate: 4.3,
    count: 1989,
    kind: 'trousers',
    colour: '#b08d57',
    accent: '#5c4a2e',
  },
  {
    title: "Men's Quarter-Zip Running Top, Moisture Wicking",
    price: 27.99,
    category: "men's clothing",
    description:
      'A light running top that moves sweat away from the skin, with reflective details for early starts and a zip neck to cool down on the climbs.',
    rate: 4.1,
    count: 874,
    kind: 'jacket',
    colour: '#ff7043',
    accent: '#263238',
  },
  {
    title: "Women's Floral Wrap Midi Dress with Short Sleeves",
    price: 42.99,
    listPrice: 71.65,
    category: "women's clothing",
    description:
      'A flowing wrap dress in a soft floral print with a tie waist that adjusts to fit. Dress it up with heels or down with sandals.',
    rate: 4.5,
    count: 3376,
    kind: 'dress',
    colour: '#c2185b',
    accent: '#f8bbd0',
  },
  {
    title: "Women's Relaxed Fit V-Neck Linen Blouse",
    price: 28.5,
    listPrice: 38,
    category: "women's clothing",
    description: 'Airy linen blend in a relaxed shape with a soft V-neck and rolled sleeves. Keeps you cool on the warmest days.',
    rate: 4.2,
    count: 1458,
    kind: 'blouse',
    colour: '#e8d8c4',
    accent: '#a1887f',
  },
  {
    title: "Women's Double-Breasted Wool Blend Trench Coat",
    price: 119,
    listPrice: 169.99,
    category: "women's clothing",
    description:
      'A timeless trench with a storm flap, a belted waist and a warm wool blend shell. Fully lined, with deep pockets and a detachable collar.',
    rate: 4.6,
    count: 742,
    kind: 'coat',
    colour: '#a67c52',
    accent: '#5d4037',
  },
  {
    title: "Women's High-Waist Pleated A-Line Skirt",
    price: 31.99,
    listPrice: 39.99,
    category: "women's clothing",
    description:
      'A swishy pleated skirt that falls just below the knee, with a comfortable elastic back waistband and a hidden side zip.',
    rate: 4.4,
    count: 1203,
    kind: 'skirt',
    colour: '#3949ab',
    accent: '#9fa8da',
  },
  {
    title: "Women's Cropped Denim Jacket with Button Front",
    price: 49.95,
    listPrice: 66.6,
    category: "women's clothing",
    description:
      'A cropped jacket in mid-wash denim with chest pockets and a little stretch. The layer that goes with every dress in the wardrobe.',
    rate: 4.3,
    count: 2087,
    kind: 'jacket',
    colour: '#5c7fa3',
    accent: '#d7e3ef',
  },
  {
    title: "Women's Ribbed Knit Tank Tops, Pack of 2",
    price: 18.99,
    listPrice: 22.99,
    category: "women's clothing",
    description:
      'Stretchy ribbed tanks with a flattering scoop neck, one in black and one in oatmeal. Perfect alone in summer or under a cardigan.',
    rate: 4.1,
    count: 4419,
    kind: 'tank',
    colour: '#212121',
    accent: '#d7ccc8',
  },
];

export function toEntry(builtIn: BuiltInProduct, id: number): CatalogEntry {
  return {
    product: {
      id,
      title: builtIn.title,
      price: builtIn.price,
      ...(builtIn.listPrice === undefined ? {} : { listPrice: builtIn.listPrice }),
      description: builtIn.description,
      category: builtIn.category,
      image: `/images/products/${id}.svg`,
      rating: { rate: builtIn.rate, count: builtIn.count },
    },
    art: { kind: builtIn.kind, colour: builtIn.colour, accent: builtIn.accent, variant: id },
  };
}

export const builtInCatalogEntries = (): CatalogEntry[] => BUILT_IN_PRODUCTS.map((builtIn, index) => toEntry(builtIn, index + 1));
