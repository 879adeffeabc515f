import { useId, type ReactNode } from 'react';
import { errorText } from '../../shared/theme/recipes.css';
import * as css from './back-office.css';

/** What a field's control carries: its id for the label, and what describes it. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A labelled field of the back office's forms: the label names it as a person reads it ("Price"),
 * the hint and a refusal below describe it, and a refusal marks it invalid.
 */
export function Field({
  label,
  hint,
  fault,
  wide = false,
  children,
}: {
  label: string;
  hint?: ReactNode;
  /** why what is typed here was refused */
  fault?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, fault && `${id}-fault`].filter(Boolean).join(' ');
  return (
    <div className={wide ? `${css.field} ${css.wide}` : css.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': fault ? true : undefined })}
      {hint && (
        <span id={`${id}-hint`} className={css.hint}>
          {hint}
        </span>
      )}
      {fault && (
        <span id={`${id}-fault`} className={errorText}>
          {fault}
        </span>
      )}
    </div>
  );
}
