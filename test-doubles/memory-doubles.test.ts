import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authContract } from './contracts/auth-contract';
import { basketStorageContract } from './contracts/basket-storage-contract';
import { catalogContract } from './contracts/catalog-contract';
import { ordersContract } from './contracts/orders-contract';
import { paymentContract } from './contracts/payment-contract';
import { pendingOrdersContract } from './contracts/pending-orders-contract';
import { createMemoryAuth } from './memory-auth';
import { createMemoryBasketStorage } from './memory-basket-storage';
import { createMemoryCatalog } from './memory-catalog';
import { createMemoryOrders } from './memory-orders';
import { createMemoryPayment } from './memory-payment';
import { createMemoryPendingOrders } from './memory-pending-orders';
import { productsWithBackpacks } from './test-products';
import { recentlyViewedContract } from './contracts/recently-viewed-contract';
import { photoStoreContract } from './contracts/photo-store-contract';
import { createMemoryPhotoStore } from './memory-photo-store';
import { createMemoryRecentlyViewed } from './memory-recently-viewed';

catalogContract('in-memory double', () => createMemoryCatalog(productsWithBackpacks).catalog);
let lastAuth: ReturnType<typeof createMemoryAuth>;
authContract('in-memory double', () => (lastAuth = createMemoryAuth()).auth, undefined, {
  tokenSentTo: async (email) => lastAuth.resetMails.findLast((mail) => mail.email === email)!.token,
});
ordersContract('in-memory double', () => ({ orders: createMemoryOrders().orders, uid: 'user-1' }));
paymentContract(
  'in-memory double',
  () => createMemoryPayment().payment,
  { totalCents: 2500, lines: [{ id: 1, amount: 1 }] },
  {
    // the double's one field: '4242' pays
    async fillPaying(target) {
      await userEvent.setup().type(within(target).getByLabelText('Card number'), '4242');
    },
  },
);
basketStorageContract('in-memory double', () => {
  const { basketStorage, changeElsewhere } = createMemoryBasketStorage();
  return { storage: basketStorage, changeElsewhere };
});
pendingOrdersContract('in-memory double', () => createMemoryPendingOrders().pendingOrders);
recentlyViewedContract('in-memory double', () => createMemoryRecentlyViewed().recentlyViewed);
photoStoreContract('in-memory double', async () => ({ photos: createMemoryPhotoStore(), close: async () => {} }));
