// What a signed-in shopper's basket loads on first use, in one piece (ADR-042): the code that
// sends its changes, and this browser's copy of the basket the server keeps.
export { createBasketSender } from '../../adapters/shop-server/basket-sender';
export { createLocalBasketStorage } from '../../adapters/browser/local-basket-storage';
