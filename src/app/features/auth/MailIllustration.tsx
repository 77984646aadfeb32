/** A small envelope picture for the "check your inbox" steps. */
export function MailIllustration() {
  return (
    <svg className="step-art" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <rect x="8" y="14" width="80" height="52" rx="8" fill="#fde7ed" stroke="#e7416a" strokeWidth="2.5" />
      <path d="M10 18l38 28 38-28" fill="none" stroke="#e7416a" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="78" cy="14" r="11" fill="#e7416a" />
      <path d="M73 14l3.5 3.5L83 11" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
