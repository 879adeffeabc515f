import { activityContract } from '../../test-doubles/contracts/activity-contract';
import { catalogAdminContract } from '../../test-doubles/contracts/catalog-admin-contract';
import { merchantOrdersContract, type PaidOrder } from '../../test-doubles/contracts/merchant-orders-contract';
import { catalogContract } from '../../test-doubles/contracts/catalog-contract';
import { stockContract } from '../../test-doubles/contracts/stock-contract';
import { productsWithBackpacks } from '../../test-doubles/test-products';
import { createInPageActivity } from './in-page-activity';
import { createInPageCatalog } from './in-page-catalog';
import { createInPageCatalogAdmin } from './in-page-catalog-admin';
import { createInPageSales } from './in-page-sales';
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

merchantOrdersContract('in the page', {
  async open() {
    const sales = createInPageSales();
    let paid = 0;
    const pay = async ({ email, created, lines }: PaidOrder) => {
      const id = `pi_page_${(paid += 1)}`;
      const basket = lines.map(({ product, amount }) => ({ ...product, amount }));
      const amount = lines.reduce((sum, { product, amount: units }) => sum + Math.round(product.price * 100) * units, 0);
      sales.record({ id, paymentId: id, email, created, basket, amount });
      return id;
    };
    return { orders: sales, pay, close: async () => undefined };
  },
});
