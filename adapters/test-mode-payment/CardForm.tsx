import { useEffect, useId, useRef, useState } from 'react';
import type { CardEntryState } from '../../ports/payment-port';
import * as css from './card-form.css';
import { cardFieldOrder, checkField, formatCardNumber, formatExpiry, type CardField, type CardFields } from './card-validation';

const labels: Record<CardField, string> = {
  number: 'Card number',
  expiry: 'Expiry date (MM / YY)',
  cvc: 'Security code (CVC)',
  postcode: 'Postcode',
};
const fieldClass: Record<CardField, string> = {
  number: css.wideField,
  expiry: css.field,
  cvc: css.field,
  postcode: css.postcodeField,
};
const autoComplete: Record<CardField, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc', postcode: 'postal-code' };
const formatters: Partial<Record<CardField, (text: string) => string>> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (text) => text.replace(/\D/g, '').slice(0, 4),
};

/**
 * The message for one field: an empty field says nothing until the shopper pays, as card widgets
 * do; once payment was tried (`revealed`), every field is judged as at payment time.
 */
const problemOf = (field: CardField, values: CardFields, left: boolean, revealed: boolean) =>
  revealed ? checkField(field, values, true) : values[field].trim() === '' ? null : checkField(field, values, left);

interface CardFormProps {
  /** the fields as typed, kept outside React so that confirm() can read them */
  fields: CardFields;
  onChange(state: CardEntryState): void;
  /** how many times payment was tried with problems: each time they all show and the first takes focus */
  revealed?: number;
}

/** The embedded default's test-mode card entry: each field's error beside it, live, cleared once fixed. */
export function CardForm({ fields, onChange, revealed = 0 }: CardFormProps) {
  const id = useId();
  const [values, setValues] = useState<CardFields>({ ...fields });
  const [left, setLeft] = useState<Partial<Record<CardField, boolean>>>({});
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const problemsOf = (next: CardFields, nextLeft: typeof left) =>
    Object.fromEntries(cardFieldOrder.map((f) => [f, problemOf(f, next, Boolean(nextLeft[f]), revealed > 0)])) as Record<
      CardField,
      string | null
    >;
  const problems = problemsOf(values, left);

  useEffect(() => {
    if (revealed === 0) return;
    const first = cardFieldOrder.find((f) => checkField(f, fields, true) !== null);
    if (first) inputs.current[first]?.focus();
  }, [revealed, fields]);

  const report = (next: CardFields, nextLeft: typeof left, edited: boolean) => {
    const nextProblems = problemsOf(next, nextLeft);
    const error = cardFieldOrder.map((f) => nextProblems[f]).find(Boolean) ?? null;
    const complete = cardFieldOrder.every((f) => checkField(f, next, true) === null);
    onChange({ complete, error, edited });
  };

  const update = (field: CardField, raw: string) => {
    const next = { ...values, [field]: formatters[field]?.(raw) ?? raw };
    Object.assign(fields, next);
    setValues(next);
    report(next, left, true);
  };

  const leave = (field: CardField) => {
    const nextLeft = { ...left, [field]: true };
    setLeft(nextLeft);
    report(values, nextLeft, false);
  };

  return (
    <fieldset className={css.card}>
      <legend className={css.legend}>Card details (test mode: use 4242 4242 4242 4242)</legend>
      {cardFieldOrder.map((field) => {
        const errorId = `${id}-${field}-error`;
        return (
          <div key={field} className={fieldClass[field]}>
            <label className={css.label} htmlFor={`${id}-${field}`}>
              {labels[field]}
            </label>
            <input
              id={`${id}-${field}`}
              ref={(input) => {
                inputs.current[field] = input;
              }}
              className={css.input}
              name={field}
              inputMode={field === 'postcode' ? 'text' : 'numeric'}
              autoComplete={autoComplete[field]}
              value={values[field]}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={problems[field] ? errorId : undefined}
              onChange={(event) => update(field, event.target.value)}
              onBlur={() => leave(field)}
            />
            {problems[field] && (
              <p id={errorId} className={css.error} role="alert">
                {problems[field]}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
