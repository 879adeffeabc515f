import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/basket/CartPage';
import { pageHeadOf } from '../shared/head/page-heads';

export const Route = createFileRoute('/Cart')({
  head: pageHeadOf('cart'),
  component: CartPage,
});
