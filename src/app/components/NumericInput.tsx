import { useEffect, useId, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { ALERT_MS } from '../../scene/constants';
import { roundTo } from '../../scene/time';
import '../styles/editor-panels.css';

/** A rejection that still stores a value: the message shows for {@link ALERT_MS} and `value` is committed (e.g. a clamped Scene Duration). */
export interface NumericInputRejection {
  message: string;
  value: number;
}

/**
 * What `validate` answers for an entered value: `null` accepts it, a string rejects it (the
 * message shows for {@link ALERT_MS} and the previous value stays), a {@link NumericInputRejection}
 * shows its message and commits its `value` instead.
 */
export type NumericInputCheck = string | NumericInputRejection | null;

export interface NumericInputProps {
  label: string;
  value: number;
  /** Called once per committed change (Enter, blur, a step key or button); never for an unchanged value. */
  onChange: (value: number) => void;
  /** Lowest value; typed entries below it are clamped unless `validate` is given. Steps never go below it. */
  min?: number;
  /** Highest value; typed entries above it are clamped unless `validate` is given. Steps never go above it. */
  max?: number;
  /** Arrow keys and +/- buttons move by this much; PageUp/PageDown by ten times it. @default 1 */
  step?: number;
  /** Decimals kept on commit. @default 0 */
  decimals?: number;
  /** Shows - and + buttons beside the input. */
  hasButtons?: boolean;
  /**
   * Checks a rounded entry before it is committed. When given it owns the accepted range: typed
   * entries are not clamped to `min`/`max` (steps still are), so a field may accept more than its
   * step range (the font size accepts 6 although its steps start at 20).
   */
  validate?: (value: number) => NumericInputCheck;
  /** Unit shown after the input (`%`, `px`, `s`). */
  unit?: string;
  /** Keeps the label for screen readers only, where a visible label sits elsewhere (slider rows). */
  isLabelHidden?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

type Alert = { message: string; key: number };

/** Parses typed text: '' and non-numbers give null; a decimal comma is read as a point. */
export function parseNumericText(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Clamps to optional bounds. */
export function clampToRange(value: number, min: number | undefined, max: number | undefined): number {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/** The value shown while not editing: rounded to the field's decimals, without trailing zeros. */
function formatValue(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}

/**
 * The one numeric input of the editor (spec 000 §5): min, max, step, decimals and optional +/-
 * buttons. Typing edits a draft; Enter or blur commits it, Escape or an empty field reverts.
 * Out-of-range entries are clamped, or checked by `validate`, whose message shows for 2 s while
 * the input is marked invalid. ArrowUp/ArrowDown step, PageUp/PageDown step by ten, Home/End go
 * to the bounds.
 */
export function NumericInput({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  decimals = 0,
  hasButtons = false,
  validate,
  unit,
  isLabelHidden = false,
  disabled = false,
  id,
  className,
}: NumericInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const alertId = `${inputId}-alert`;
  const [draft, setDraft] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  function showAlert(message: string) {
    setAlert((previous) => ({ message, key: (previous?.key ?? 0) + 1 }));
  }

  function commitNumber(entered: number, isTyped: boolean) {
    const rounded = roundTo(entered, decimals);
    const checked = validate && isTyped ? rounded : clampToRange(rounded, min, max);
    const verdict = validate ? validate(checked) : null;
    let next = checked;
    if (typeof verdict === 'string') {
      showAlert(verdict);
      return;
    }
    if (verdict) {
      showAlert(verdict.message);
      next = verdict.value;
    } else {
      setAlert(null);
    }
    if (next !== value) onChange(next);
  }

  function commitDraft() {
    if (draft === null) return;
    setDraft(null);
    const parsed = parseNumericText(draft);
    // Empty or unreadable text reverts to the stored value.
    if (parsed !== null) commitNumber(parsed, true);
  }

  function stepBy(steps: number) {
    const current = (draft !== null ? parseNumericText(draft) : null) ?? value;
    setDraft(null);
    commitNumber(current + steps * step, false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        commitDraft();
        return;
      case 'Escape':
        if (draft === null) return;
        // Only swallow Escape while editing, so it can still close a surrounding popover.
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        return;
      case 'ArrowUp':
      case 'ArrowDown':
      case 'PageUp':
      case 'PageDown': {
        event.preventDefault();
        const size = event.key.startsWith('Page') ? 10 : 1;
        stepBy(event.key === 'ArrowUp' || event.key === 'PageUp' ? size : -size);
        return;
      }
      case 'Home':
      case 'End': {
        const bound = event.key === 'Home' ? min : max;
        if (bound === undefined) return;
        event.preventDefault();
        setDraft(null);
        commitNumber(bound, false);
        return;
      }
    }
  }

  const isInvalid = alert !== null;
  const classes = ['numeric', isInvalid && 'numeric-invalid', className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <label className={isLabelHidden ? 'visually-hidden' : 'numeric-label'} htmlFor={inputId}>
        {label}
      </label>
      <div className="numeric-control">
        {hasButtons && (
          <button
            type="button"
            className="numeric-button"
            tabIndex={-1}
            aria-label={`Decrease ${label}`}
            disabled={disabled || (min !== undefined && value <= min)}
            onClick={() => stepBy(-1)}
          >
            −
          </button>
        )}
        <input
          id={inputId}
          className="numeric-input"
          type="text"
          role="spinbutton"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={draft ?? formatValue(value, decimals)}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? alertId : undefined}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={commitDraft}
        />
        {unit && (
          <span className="numeric-unit" aria-hidden="true">
            {unit}
          </span>
        )}
        {hasButtons && (
          <button
            type="button"
            className="numeric-button"
            tabIndex={-1}
            aria-label={`Increase ${label}`}
            disabled={disabled || (max !== undefined && value >= max)}
            onClick={() => stepBy(1)}
          >
            +
          </button>
        )}
      </div>
      {alert && (
        <p key={alert.key} className="numeric-alert" id={alertId} role="alert">
          {alert.message}
        </p>
      )}
    </div>
  );
}
