import type { ReactNode } from 'react';

interface SubmitButtonProps {
  isLoading: boolean;
  children: ReactNode;
}

/** The primary, full-width submit button of a form; busy while its call runs. */
export function SubmitButton({ isLoading, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} aria-busy={isLoading}>
      {isLoading && <span className="spinner spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}
