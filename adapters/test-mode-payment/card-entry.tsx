import { createRoot } from 'react-dom/client';
import type { PaymentIntent } from '../../ports/entities';
import { PaymentError } from '../../ports/errors';
import type { CardEntry } from '../../ports/payment-port';
import { CardForm } from './CardForm';
import { firstProblem, type CardFields } from './card-validation';

/** Where the form pays: a test-mode processor, handed the card (the shop's payment server, or the offline demo's in memory). */
export interface TestModeProcessor {
  /** Pays the intent with the card; throws PaymentError with a message fit to show. */
  confirm(clientSecret: string, card: CardFields): Promise<PaymentIntent>;
}

/** The test-mode card entry: a form of its own, confirming against a test-mode processor. */
export function createCardEntry(processor: TestModeProcessor): CardEntry {
  const fields: CardFields = { number: '', expiry: '', cvc: '', postcode: '' };
  // draws the mounted form again, with every problem shown (a new count each time: focus goes to the first again)
  let reveal: (() => void) | null = null;
  return {
    mount(target, onChange) {
      // a host of our own, in place at once: React renders into it later, and unmount leaves target as it was
      const host = target.appendChild(document.createElement('div'));
      const root = createRoot(host);
      let revealed = 0;
      const draw = () => root.render(<CardForm fields={fields} onChange={onChange} revealed={revealed} />);
      const revealHere = () => {
        revealed++;
        draw();
      };
      reveal = revealHere;
      draw();
      return () => {
        if (reveal === revealHere) reveal = null;
        queueMicrotask(() => {
          root.unmount();
          host.remove();
        });
      };
    },
    revealProblems() {
      if (firstProblem(fields) === null) return true;
      reveal?.();
      return false;
    },
    async confirm(clientSecret) {
      const problem = firstProblem(fields);
      if (problem) throw new PaymentError(problem, 'incomplete_card');
      const intent = await processor.confirm(clientSecret, { ...fields });
      // the order shows which card paid (ADR-021): only the last four digits leave the form's memory
      return { ...intent, cardLast4: fields.number.replace(/\D/g, '').slice(-4) };
    },
  };
}
