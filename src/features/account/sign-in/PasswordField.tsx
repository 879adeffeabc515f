import { useState, type ComponentProps } from 'react';
import { CredentialField } from './CredentialField';
import * as css from './password-field.css';

type Shared = Pick<ComponentProps<typeof CredentialField>, 'value' | 'onChange' | 'besideLabel' | 'describedBy'>;

/**
 * A real password field with a show/hide toggle: one fixed name, its state in aria-pressed. The
 * sign-in form's by default; a new password's with its own id, label and autocomplete.
 */
export function PasswordField({
  id = 'sign-in-password',
  label = 'Password',
  autoComplete = 'current-password',
  ...field
}: Shared & { id?: string; label?: string; autoComplete?: 'current-password' | 'new-password' }) {
  const [visible, setVisible] = useState(false);
  return (
    <CredentialField
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      {...field}
      beside={
        <button
          type="button"
          className={css.toggle}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible(!visible)}
        >
          Show password
        </button>
      }
    />
  );
}
