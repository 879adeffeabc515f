import { activityContract } from '../../test-doubles/contracts/activity-contract';
import { catalogAdminContract } from '../../test-doubles/contracts/catalog-admin-contract';
import { catalogContract } from '../../test-doubles/contracts/catalog-contract';
import { stockContract } from '../../test-doubles/contracts/stock-contract';
import { productsWithBackpacks } from '../../test-doubles/test-products';
import { createInPageActivity } from './in-page-activity';
import { createInPageCatalog } from './in-page-catalog';
import { createInPageCatalogAdmin } from './in-page-catalog-admin';
import { createInPageStock } from './in-page-stock';

catalogContract('in the page', () => createInPageCatalog(productsWithBackpacks));

stockContract('in the page', {
  async open() {
    const stock = createInPageStock();
    return { stock, another: () => stock, close: async () => undefined };
  },
});

activityContract('in the page', async () => ({ activity: createInPageActivity(), close: async () => {} }));
catalogAdminContract('in the page', {
  async open() {
    const activity = createInPageActivity();
    return { catalog: createInPageCatalogAdmin(activity, ['electronics', 'jewelery']), activity, close: async () => {} };
  },
});
