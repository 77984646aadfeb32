/** The small "video screen" drawing of placeholders and coming-soon states. */
export function PlaceholderArt({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="6" y="12" width="52" height="36" rx="6" fill="#fde7ed" stroke="#e7416a" strokeWidth="2" />
      <path d="M28 23v14l11-7z" fill="#e7416a" />
      <rect x="14" y="52" width="36" height="4" rx="2" fill="#f4b6c6" />
    </svg>
  );
}
