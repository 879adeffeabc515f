import { catalogContract } from '../../test-doubles/contracts/catalog-contract';
import { stockContract } from '../../test-doubles/contracts/stock-contract';
import { productsWithBackpacks } from '../../test-doubles/test-products';
import { createInPageCatalog } from './in-page-catalog';
import { createInPageStock } from './in-page-stock';

catalogContract('in the page', () => createInPageCatalog(productsWithBackpacks));

stockContract('in the page', {
  async open() {
    const stock = createInPageStock();
    return { stock, another: () => stock, close: async () => undefined };
  },
});
