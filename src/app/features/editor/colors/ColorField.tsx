import { useId, useState } from 'react';
import type { ValueChange } from '../panels/types';
import { ColorPicker } from './ColorPicker';
import '../../../styles/editor-panels.css';

export interface ColorFieldProps {
  label: string;
  /** The stored colour; null for none. */
  color: string | null;
  /** A colour, or null when "None" is chosen (only with `hasNoneChoice`). */
  onChange: ValueChange<string | null>;
  /** Offers a "None" choice (text background, outline). */
  hasNoneChoice?: boolean;
}

/** A labelled colour swatch that opens the colour picker below it, so a 340 px panel stays short. */
export function ColorField({ label, color, onChange, hasNoneChoice = false }: ColorFieldProps) {
  const [isOpen, setIsOpen] = useState(false);
  const pickerId = useId();

  return (
    <div className="color-field">
      <button
        type="button"
        className="color-field-toggle"
        aria-expanded={isOpen}
        aria-controls={pickerId}
        aria-label={`${label}: ${color ?? 'None'}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="color-field-label">{label}</span>
        <span className="color-field-value">
          <span className={color ? 'swatch-dot' : 'swatch-dot swatch-none'} style={color ? { background: color } : undefined} aria-hidden="true" />
          {color ?? 'None'}
        </span>
      </button>
      {isOpen && (
        <div className="color-field-popover" id={pickerId}>
          {hasNoneChoice && (
            <button type="button" className="ep-chip" aria-pressed={color === null} onClick={() => color !== null && onChange(null)}>
              <span className="swatch-dot swatch-none" aria-hidden="true" />
              No {label.toLowerCase()}
            </button>
          )}
          <ColorPicker label={label} color={color} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
