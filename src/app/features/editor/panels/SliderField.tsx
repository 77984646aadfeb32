import { useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { OPACITY_SLIDER } from '../../../../scene/constants';
import { roundTo } from '../../../../scene/time';
import { NumericInput } from '../../../components/NumericInput';
import { fromOpacityPercent, toOpacityPercent } from './opacity';
import type { ValueChange } from './types';

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** @default 1 */
  step?: number;
  /** Decimals kept by the number field. @default 0 */
  decimals?: number;
  unit?: string;
  /** Transient values while the slider is dragged or moved with keys; one commit on release. */
  onChange: ValueChange<number>;
  disabled?: boolean;
}

/**
 * A slider with its number field. Dragging (or holding an arrow key on the slider) sends
 * transient values; releasing the pointer or key commits once. The number field commits directly.
 */
export function SliderField({ label, value, min, max, step = 1, decimals = 0, unit, onChange, disabled = false }: SliderFieldProps) {
  const sliderId = useId();
  // The thumb follows the drag even where the caller shows only committed values.
  const [draft, setDraft] = useState<number | null>(null);
  const pending = useRef<number | null>(null);

  function preview(next: number) {
    const rounded = roundTo(next, decimals);
    pending.current = rounded;
    setDraft(rounded);
    onChange(rounded, { transient: true });
  }

  function commit() {
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    setDraft(null);
    onChange(next);
  }

  const shown = draft ?? value;
  const fill = max > min ? ((Math.min(max, Math.max(min, shown)) - min) / (max - min)) * 100 : 0;

  return (
    <div className="ep-slider">
      <label className="ep-slider-label" htmlFor={sliderId}>
        {label}
      </label>
      <div className="ep-slider-row">
        <input
          id={sliderId}
          className="ep-range"
          type="range"
          min={min}
          max={max}
          step={step}
          value={shown}
          disabled={disabled}
          style={{ '--fill': `${fill}%` } as CSSProperties}
          onChange={(event) => preview(Number(event.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
        />
        <NumericInput
          className="ep-slider-number"
          label={label}
          isLabelHidden
          value={shown}
          min={min}
          max={max}
          step={step}
          decimals={decimals}
          unit={unit}
          disabled={disabled}
          onChange={(next) => onChange(next)}
        />
      </div>
    </div>
  );
}

interface OpacityFieldProps {
  /** Stored opacity, 0..1. */
  opacity: number;
  /** Stored opacity, 0..1, transient while dragged. */
  onChange: ValueChange<number>;
  label?: string;
  disabled?: boolean;
}

/** The opacity slider, 0..100 % on screen, 0..1 in the document. */
export function OpacityField({ opacity, onChange, label = 'Opacity', disabled }: OpacityFieldProps) {
  return (
    <SliderField
      label={label}
      unit="%"
      min={OPACITY_SLIDER.min}
      max={OPACITY_SLIDER.max}
      value={toOpacityPercent(opacity)}
      disabled={disabled}
      onChange={(percent, options) => onChange(fromOpacityPercent(percent), options)}
    />
  );
}
