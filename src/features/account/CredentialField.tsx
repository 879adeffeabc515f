import type { ReactNode } from 'react';
import * as css from './credential-field.css';

/**
 * A labelled e-mail or password input of the sign-in form; `beside` (the password's show/hide
 * toggle) sits in one row with the input.
 */
export function CredentialField({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  beside,
}: {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  beside?: ReactNode;
}) {
  const input = (
    <input
      id={id}
      className={css.input}
      type={type}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {beside ? (
        <div className={css.row}>
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
    </>
  );
}
