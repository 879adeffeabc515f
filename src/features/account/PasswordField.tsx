import { useState } from 'react';
import { CredentialField } from './CredentialField';
import * as css from './password-field.css';

/** A real password field with a show/hide toggle: one fixed name, its state in aria-pressed. */
export function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [visible, setVisible] = useState(false);
  return (
    <CredentialField
      id="sign-in-password"
      label="Password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      beside={
        <button
          type="button"
          className={css.toggle}
          aria-pressed={visible}
          aria-controls="sign-in-password"
          onClick={() => setVisible(!visible)}
        >
          Show password
        </button>
      }
    />
  );
}
