import { authContract } from './contracts/auth-contract';
import { basketStorageContract } from './contracts/basket-storage-contract';
import { catalogContract } from './contracts/catalog-contract';
import { ordersContract } from './contracts/orders-contract';
import { paymentContract } from './contracts/payment-contract';
import { createMemoryAuth } from './memory-auth';
import { createMemoryBasketStorage } from './memory-basket-storage';
import { createMemoryCatalog } from './memory-catalog';
import { createMemoryOrders } from './memory-orders';
import { createMemoryPayment } from './memory-payment';

catalogContract('in-memory double', () => createMemoryCatalog().catalog);
authContract('in-memory double', () => createMemoryAuth().auth);
ordersContract('in-memory double', () => ({ orders: createMemoryOrders().orders, uid: 'user-1' }));
paymentContract('in-memory double', () => createMemoryPayment().payment, { totalCents: 2500, lines: [{ id: 1, amount: 1 }] });
basketStorageContract('in-memory double', () => createMemoryBasketStorage().basketStorage);
