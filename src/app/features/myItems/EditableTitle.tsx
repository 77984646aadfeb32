import { useState } from 'react';

/** The most characters of a project name (the server's limit). */
const NAME_MAX = 200;

/**
 * A heading that becomes a text field on click (spec 002 §2 "renamed in place"): Enter or leaving
 * the field saves a changed, non-blank name; Escape keeps the old one.
 */
export function EditableTitle({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);

  const finish = (value: string) => {
    setDraft(null);
    const trimmed = value.trim();
    if (trimmed && trimmed !== name) onRename(trimmed);
  };

  if (draft === null) {
    return (
      <h1 className="page-title item-detail-title">
        <button type="button" className="item-title-button" title="Rename" onClick={() => setDraft(name)}>
          {name || 'Untitled'}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
          </svg>
        </button>
      </h1>
    );
  }
  return (
    <input
      className="field-input item-title-input"
      aria-label="Name"
      value={draft}
      maxLength={NAME_MAX}
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onBlur={(event) => finish(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(event.currentTarget.value);
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
