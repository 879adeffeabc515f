/** The steps of paid orders in memory, for the server's tests: the offline demo's, which server code reaches only through the doubles. */
export { createInPageOrderLife as createMemoryOrderLife } from '../adapters/in-page/in-page-order-life';
