interface LoaderProps {
  label: string;
  /** Fills the whole window (start-up) instead of its container. */
  isFullPage?: boolean;
}

/** A spinner with a spoken label. */
export function Loader({ label, isFullPage = false }: LoaderProps) {
  return (
    <div className={isFullPage ? 'loader loader-page' : 'loader'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="loader-label">{label}</span>
    </div>
  );
}
