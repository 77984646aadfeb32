import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { HexColorPicker } from 'react-colorful';
import { ALERT_MS } from '../../../../scene/constants';
import type { ValueChange } from '../panels/types';
import { isSameColor, parseHexInput, toPickerHex } from './colorRules';
import { MyColors } from './MyColors';
import '../../../styles/editor-panels.css';

/** The browser's EyeDropper API (Chromium), not yet in TypeScript's DOM types. */
interface EyeDropperApi {
  open(): Promise<{ sRGBHex: string }>;
}
type WindowWithEyeDropper = Window & { EyeDropper?: new () => EyeDropperApi };

function eyeDropperConstructor(): (new () => EyeDropperApi) | undefined {
  return typeof window === 'undefined' ? undefined : (window as WindowWithEyeDropper).EyeDropper;
}

export interface ColorPickerProps {
  /** The stored colour; null for none, which the picker shows as #999777. */
  color: string | null;
  /** Transient while the picker area or hue bar is dragged (or moved with the arrow keys), then one commit. */
  onChange: ValueChange<string>;
  /** Names the picker for assistive technology ("Text colour"). @default 'Colour' */
  label?: string;
  /** Shows the My Colors palette. @default true */
  hasPalette?: boolean;
}

const HEX_ERROR = 'Enter a hex colour such as #e7416a.';

/**
 * The colour tools of spec 000 §2: a react-colorful picker, a hex field (3 or 6 digits, checked on
 * Enter or blur), an eyedropper where the browser has one (its errors and cancels are swallowed,
 * spec §8) and the My Colors palette.
 */
export function ColorPicker({ color, onChange, label = 'Colour', hasPalette = true }: ColorPickerProps) {
  const hex = toPickerHex(color);
  const hexId = useId();
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const [hexError, setHexError] = useState<{ key: number } | null>(null);
  const isDragging = useRef(false);
  const EyeDropper = eyeDropperConstructor();

  useEffect(() => {
    if (!hexError) return;
    const timer = setTimeout(() => setHexError(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [hexError]);

  function commit(next: string) {
    if (!isSameColor(next, color)) onChange(next);
  }

  function commitHexDraft() {
    if (hexDraft === null) return;
    setHexDraft(null);
    const parsed = parseHexInput(hexDraft);
    if (parsed) {
      setHexError(null);
      commit(parsed);
    } else {
      setHexError((previous) => ({ key: (previous?.key ?? 0) + 1 }));
    }
  }

  function handleHexKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitHexDraft();
    } else if (event.key === 'Escape' && hexDraft !== null) {
      event.preventDefault();
      event.stopPropagation();
      setHexDraft(null);
    }
  }

  function pickFromScreen() {
    if (!EyeDropper) return;
    // Spec 000 §8: eyedropper errors (including the user pressing Escape) are swallowed.
    new EyeDropper().open().then(
      (result) => commit(toPickerHex(result.sRGBHex)),
      () => {},
    );
  }

  const errorId = `${hexId}-error`;

  return (
    <div className="color-picker" role="group" aria-label={label}>
      <HexColorPicker
        className="color-picker-area"
        color={hex}
        onChange={(next) => {
          isDragging.current = true;
          onChange(next, { transient: true });
        }}
        onChangeEnd={(next) => {
          // A click without movement changes nothing; after a drag the commit is sent even when the
          // colour equals the previewed one, so the caller records the undo step.
          if (!isDragging.current) return;
          isDragging.current = false;
          onChange(next);
        }}
      />
      <div className="color-picker-row">
        <span className="color-picker-preview" style={{ background: hex }} aria-hidden="true" />
        <label className="color-picker-hex-label" htmlFor={hexId}>
          Hex
        </label>
        <input
          id={hexId}
          className="color-picker-hex"
          type="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={hexDraft ?? hex}
          aria-invalid={hexError ? true : undefined}
          aria-describedby={hexError ? errorId : undefined}
          onChange={(event) => setHexDraft(event.target.value)}
          onKeyDown={handleHexKeyDown}
          onBlur={commitHexDraft}
        />
        {EyeDropper && (
          <button type="button" className="ep-icon-button" aria-label="Pick a colour from the screen" title="Eyedropper" onClick={pickFromScreen}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M19.4 4.6a2.1 2.1 0 0 0-3 0l-2.3 2.3-1-1-1.4 1.4 1 1L5 16v3h3l7.7-7.7 1 1 1.4-1.4-1-1 2.3-2.3a2.1 2.1 0 0 0 0-3z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      {hexError && (
        <p key={hexError.key} className="numeric-alert" id={errorId} role="alert">
          {HEX_ERROR}
        </p>
      )}
      {hasPalette && <MyColors current={hex} selected={color} onPick={commit} />}
    </div>
  );
}
