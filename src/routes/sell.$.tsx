import { createFileRoute } from '@tanstack/react-router';
import { BackOffice } from '../features/sell/BackOffice';
import { pageHeadOf } from '../shared/head/page-heads';

// The whole back office is one route whose code loads on /sell alone (ADR-048): its pages are the
// path after /sell/, so the shoppers' first download carries one route more, not seven.
export const Route = createFileRoute('/sell/$')({
  head: pageHeadOf('sell'),
  component: SellRoute,
});

function SellRoute() {
  const { _splat: place = '' } = Route.useParams();
  return <BackOffice place={place} />;
}
