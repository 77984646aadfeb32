/** The product mark and name. */
export function Brand() {
  return (
    <span className="brand">
      <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#e7416a" />
        <circle cx="16" cy="13" r="6" fill="#fff" />
        <path d="M6 28c1.5-6 5.5-9 10-9s8.5 3 10 9" fill="#fff" />
      </svg>
      <span className="brand-name">Avatar Studio</span>
    </span>
  );
}
