import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Error text; marks the input invalid and is announced. */
  error?: string | undefined;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Extra content anchored to the input, such as a checklist popover. */
  children?: ReactNode;
}

/** A labelled input with its hint and error: the one form field of the app. */
export function FormField({ label, error, hint, children, id, 'aria-describedby': describedBy, ...input }: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field-control">
        <input {...input} id={inputId} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={describedByIds} />
        {children}
      </div>
      {hint && !error && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
