import { useState } from 'react';
import type { CardEntryState } from '../../ports/payment-port';
import * as css from './card-form.css';
import { cardFieldOrder, checkField, formatCardNumber, formatExpiry, type CardField, type CardFields } from './card-validation';

const labels: Record<CardField, string> = {
  number: 'Card number',
  expiry: 'Expiry date (MM / YY)',
  cvc: 'Security code (CVC)',
  postcode: 'Postcode',
};
const autoComplete: Record<CardField, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc', postcode: 'postal-code' };
const formatters: Partial<Record<CardField, (text: string) => string>> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (text) => text.replace(/\D/g, '').slice(0, 4),
};

/** The live message for one field: an empty field says nothing until the shopper pays, as card widgets do. */
const liveProblem = (field: CardField, values: CardFields, left: boolean) =>
  values[field].trim() === '' ? null : checkField(field, values, left);

interface CardFormProps {
  /** the fields as typed, kept outside React so that confirm() can read them */
  fields: CardFields;
  onChange(state: CardEntryState): void;
}

/** The embedded default's test-mode card entry: live field errors that clear once fixed. */
export function CardForm({ fields, onChange }: CardFormProps) {
  const [values, setValues] = useState<CardFields>({ ...fields });
  const [left, setLeft] = useState<Partial<Record<CardField, boolean>>>({});
  const problems = Object.fromEntries(cardFieldOrder.map((f) => [f, liveProblem(f, values, Boolean(left[f]))])) as Record<
    CardField,
    string | null
  >;

  const report = (next: CardFields, nextLeft: typeof left) => {
    const error = cardFieldOrder.map((f) => liveProblem(f, next, Boolean(nextLeft[f]))).find(Boolean) ?? null;
    const complete = cardFieldOrder.every((f) => checkField(f, next, true) === null);
    onChange({ complete, error });
  };

  const update = (field: CardField, raw: string) => {
    const next = { ...values, [field]: formatters[field]?.(raw) ?? raw };
    Object.assign(fields, next);
    setValues(next);
    report(next, left);
  };

  const leave = (field: CardField) => {
    const nextLeft = { ...left, [field]: true };
    setLeft(nextLeft);
    report(values, nextLeft);
  };

  return (
    <fieldset className={css.card}>
      <legend className={css.legend}>Card details (test mode: use 4242 4242 4242 4242)</legend>
      {cardFieldOrder.map((field) => (
        <label key={field} className={field === 'number' ? css.wideField : css.field}>
          <span className={css.label}>{labels[field]}</span>
          <input
            className={css.input}
            name={field}
            inputMode={field === 'postcode' ? 'text' : 'numeric'}
            autoComplete={autoComplete[field]}
            value={values[field]}
            aria-invalid={problems[field] ? true : undefined}
            onChange={(event) => update(field, event.target.value)}
            onBlur={() => leave(field)}
          />
        </label>
      ))}
    </fieldset>
  );
}
