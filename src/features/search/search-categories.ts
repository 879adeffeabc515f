/** The categories the search box can narrow to (the four of the home page). */
export const searchCategories = ['electronics', 'jewelery', "men's clothing", "women's clothing"] as const;

/** A category from the URL, or undefined for 'All' and anything unknown. */
export function parseCategory(value: unknown): string | undefined {
  return searchCategories.find((category) => category === value);
}
