import '../../../styles/editor-panels.css';

/** The text of the bare settings route, verbatim from spec 000 §2. */
export const EMPTY_SETTINGS_TEXT = "Please select an item to view it's settings.";

/** The bare settings route: nothing is selected. */
export function EmptySettings() {
  return (
    <section className="ep-panel ep-empty" aria-label="Settings">
      <svg className="ep-empty-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="8" y="12" width="48" height="36" rx="6" fill="#fdecf1" stroke="#e7416a" strokeWidth="2" />
        <path d="M30 26l14 6-6 2-2 6z" fill="#e7416a" />
      </svg>
      <p className="ep-empty-text">{EMPTY_SETTINGS_TEXT}</p>
    </section>
  );
}
