// The catalogue's four categories (requirements §2 'Home page'), with the names shoppers read in menus.

export const shopCategories = [
  { name: 'electronics', title: 'Electronics' },
  { name: 'jewelery', title: 'Jewelery' },
  { name: "men's clothing", title: "Men's Clothing" },
  { name: "women's clothing", title: "Women's Clothing" },
] as const;
