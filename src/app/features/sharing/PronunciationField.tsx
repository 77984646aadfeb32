import { useId, useState } from 'react';
import { FormField } from '../../components/FormField';

interface PronunciationFieldProps {
  /** The merge tag whose value it says. */
  tag: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * "Say it as" (issue 17, our addition): how the avatar says a text value ("Siobhan" said
 * "shi-vawn"); texts still show the value as written. Behind a small toggle, so that a form with
 * several tags stays short; an empty spelling says the value as written.
 */
export function PronunciationField({ tag, value, onChange }: PronunciationFieldProps) {
  const [isOpen, setIsOpen] = useState(value !== '');
  const fieldId = useId();
  return (
    <div className="pronunciation">
      <button type="button" className="btn-link" aria-expanded={isOpen} aria-controls={isOpen ? fieldId : undefined} onClick={() => setIsOpen((open) => !open)}>
        {isOpen ? 'Hide pronunciation' : 'Add pronunciation'} <span className="visually-hidden">of {tag}</span>
      </button>
      {isOpen && (
        <FormField
          id={fieldId}
          label="Pronunciation (optional)"
          aria-label={`${tag}: Pronunciation (optional)`}
          placeholder="e.g. shi-vawn"
          hint="How the avatar says it; texts show the value as written."
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
