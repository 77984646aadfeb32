import { useId, useState } from 'react';
import type { ReactNode } from 'react';

interface TextCommitFieldProps {
  label: string;
  value: string;
  /** Called on Enter or blur with the trimmed text, when it changed. */
  onCommit: (value: string) => void;
  /** Whether an empty entry is accepted; otherwise it reverts to the previous text. @default true */
  canBeEmpty?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  /** Suggestions offered while typing. */
  suggestions?: readonly string[];
  /** Most characters the field takes. */
  maxLength?: number;
}

/** A free-text field that commits on Enter or blur (one undo step per edit); Escape reverts. */
export function TextCommitField({ label, value, onCommit, canBeEmpty = true, placeholder, hint, suggestions = [], maxLength }: TextCommitFieldProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const next = draft.trim();
    if (next === '' && !canBeEmpty) return;
    if (next !== value) onCommit(next);
  }

  return (
    <div className="ep-field">
      <label className="ep-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="ep-text-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        maxLength={maxLength}
        value={draft ?? value}
        list={suggestions.length > 0 ? `${inputId}-list` : undefined}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape' && draft !== null) {
            event.preventDefault();
            event.stopPropagation();
            setDraft(null);
          }
        }}
      />
      {suggestions.length > 0 && (
        <datalist id={`${inputId}-list`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {hint && (
        <p className="ep-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
