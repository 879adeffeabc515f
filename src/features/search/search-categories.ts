import { shopCategories } from '../../domain/categories';

/** The categories the search box can narrow to. */
export const searchCategories = shopCategories.map((category) => category.name);

/** A category from the URL, or undefined for 'All' and anything unknown. */
export function parseCategory(value: unknown): string | undefined {
  return searchCategories.find((category) => category === value);
}
