import type { ReactNode } from 'react';
import * as css from './credential-field.css';

/**
 * A labelled e-mail or password input of the account forms; `beside` (the password's show/hide
 * toggle) sits in one row with the input, `besideLabel` (a link such as 'Forgot your password?')
 * at the far end of the label's row, which is as tall with it as without: it may appear after the
 * page has painted without moving anything.
 */
export function CredentialField({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  beside,
  besideLabel,
  describedBy,
}: {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  beside?: ReactNode;
  besideLabel?: ReactNode;
  /** the id of a text that says what the field takes */
  describedBy?: string;
}) {
  const input = (
    <input
      id={id}
      className={css.input}
      type={type}
      autoComplete={autoComplete}
      required
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={css.field}>
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
      {/* after the input, so that Tab goes from the e-mail to the password: drawn in the label's row */}
      {besideLabel && <span className={css.besideLabel}>{besideLabel}</span>}
    </div>
  );
}
