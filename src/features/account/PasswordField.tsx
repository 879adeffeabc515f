import { useState } from 'react';
import * as css from './sign-in-page.css';

/** A real password field with a show/hide toggle: one fixed name, its state in aria-pressed. */
export function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <label className={css.label} htmlFor="sign-in-password">
        Password
      </label>
      <div className={css.passwordRow}>
        <input
          id="sign-in-password"
          className={css.input}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={css.toggle}
          aria-pressed={visible}
          aria-controls="sign-in-password"
          onClick={() => setVisible(!visible)}
        >
          Show password
        </button>
      </div>
    </>
  );
}
