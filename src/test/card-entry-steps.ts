import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardEntry, CardEntryState } from '../../ports/payment-port';

/** Mounts a card entry into a div in the page and records what it reports. */
export async function mountCard(entry: CardEntry) {
  const target = document.createElement('div');
  document.body.append(target);
  const states: CardEntryState[] = [];
  let unmount = () => undefined as void;
  // awaited: the form's code may load lazily, and React finishes the mount once it has
  await act(async () => {
    unmount = entry.mount(target, (state) => states.push(state));
  });
  const last = () => states.at(-1);
  return { target, states, last, unmount, user: userEvent.setup() };
}

/** Types a card into the test-mode card form's four fields, as a shopper would. */
export async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number: string; expiry: string; cvc: string; postcode: string },
) {
  await user.type(screen.getByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Expiry date (MM / YY)'), card.expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), card.cvc);
  await user.type(screen.getByLabelText('Postcode'), card.postcode);
}
