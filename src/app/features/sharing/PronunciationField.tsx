import { useId, useState } from 'react';
import { FormField } from '../../components/FormField';

interface PronunciationFieldProps {
  /** The merge tag whose value it says. */
  tag: string;
  value: string;
  /** The server's problem with the spelling, shown beside it (opens the field). */
  error?: string;
  onChange: (value: string) => void;
}

/**
 * "Say it as" (issue 17, our addition): how the avatar says a text value ("Siobhan" said
 * "shi-vawn"); texts still show the value as written. Behind a small toggle, so that a form with
 * several tags stays short; an empty spelling says the value as written.
 */
export function PronunciationField({ tag, value, error, onChange }: PronunciationFieldProps) {
  const [isOpen, setIsOpen] = useState(value !== '');
  const isShown = isOpen || error !== undefined;
  const fieldId = useId();
  return (
    <div className="pronunciation">
      <button type="button" className="btn-link" aria-expanded={isShown} aria-controls={isShown ? fieldId : undefined} onClick={() => setIsOpen(!isShown)}>
        {isShown ? 'Hide pronunciation' : 'Add pronunciation'} <span className="visually-hidden">of {tag}</span>
      </button>
      {isShown && (
        <FormField
          id={fieldId}
          label="Pronunciation (optional)"
          aria-label={`${tag}: Pronunciation (optional)`}
          placeholder="e.g. shi-vawn"
          hint="How the avatar says it; texts show the value as written."
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
