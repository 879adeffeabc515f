import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/basket/CartPage';

export const Route = createFileRoute('/Cart')({ component: CartPage });
