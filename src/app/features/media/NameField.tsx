import { useState } from 'react';

/**
 * An upload's name, edited in place and sent on blur (spec 000 §5: "A rename … is sent on
 * blur"); a blank name goes back to the previous one; Enter commits, Escape puts the name back.
 */
export function NameField({ name, label, onRename }: { name: string; label: string; onRename(name: string): void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const next = draft?.trim() ?? '';
    setDraft(null);
    if (next !== '' && next !== name) onRename(next);
  };
  return (
    <input
      className="media-name-input"
      aria-label={label}
      value={draft ?? name}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
