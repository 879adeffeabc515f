import { createRoot } from 'react-dom/client';
import { PaymentError } from '../../ports/errors';
import type { CardEntry } from '../../ports/payment-port';
import type { DemoPaymentApi } from './api';
import { CardForm } from './CardForm';
import { firstProblem, type CardFields } from './card-validation';

/** The demo card entry: a form of its own, confirming against the server's test-mode processor. */
export function createCardEntry(api: DemoPaymentApi): CardEntry {
  const fields: CardFields = { number: '', expiry: '', cvc: '', postcode: '' };
  return {
    mount(target, onChange) {
      // a host of our own, in place at once: React renders into it later, and unmount leaves target as it was
      const host = target.appendChild(document.createElement('div'));
      const root = createRoot(host);
      root.render(<CardForm fields={fields} onChange={onChange} />);
      return () =>
        queueMicrotask(() => {
          root.unmount();
          host.remove();
        });
    },
    async confirm(clientSecret) {
      const problem = firstProblem(fields);
      if (problem) throw new PaymentError(problem, 'incomplete_card');
      return api.confirm(clientSecret, { ...fields });
    },
  };
}
