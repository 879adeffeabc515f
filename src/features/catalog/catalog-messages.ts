/** Requirements §8 'Category': the catalogue list could not be fetched (the search results say the same). */
export const productsFetchFailed = 'Failed to fetch products. Please try again later.';
