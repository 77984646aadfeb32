import { useState } from 'react';
import { ANGLE_LIMITS } from '../../../../scene/constants';
import type { Gradient } from '../../../../scene/schema/canvasObject';
import { NumericInput } from '../../../components/NumericInput';
import type { ValueChange } from '../panels/types';
import { ColorPicker } from './ColorPicker';
import { DEFAULT_GRADIENT, gradientEndColor, gradientLabel, gradientToCss, normalizeAngle, withGradientEndColor } from './colorRules';
import type { GradientEnd } from './colorRules';
import { useGetColorsCombineQuery } from './colorsApi';
import '../../../styles/editor-panels.css';

export interface GradientPickerProps {
  /** The current gradient; null or undefined when none is set (editing then starts from the first preset). */
  value: Gradient | null | undefined;
  onChange: ValueChange<Gradient>;
}

function isSameGradient(a: Gradient | null | undefined, b: Gradient): boolean {
  return !!a && gradientToCss(a) === gradientToCss(b);
}

/**
 * Gradient choice: the preset gradients of `GET /api/colors/combine/`, then the chosen gradient's
 * angle (linear gradients) and its two end stops, edited one at a time with the colour picker.
 * Presets with more stops keep their middle stops; only the first and last are recoloured.
 */
export function GradientPicker({ value, onChange }: GradientPickerProps) {
  const { data, isLoading, isError } = useGetColorsCombineQuery();
  const presets = data?.gradients ?? [];
  const [end, setEnd] = useState<GradientEnd>('start');
  const base = value ?? presets[0] ?? DEFAULT_GRADIENT;

  return (
    <div className="gradient-picker">
      <h4 className="ep-subheading">Presets</h4>
      {isLoading && <p className="my-colors-note">Loading gradients…</p>}
      {isError && <p className="my-colors-note">Gradients could not be loaded.</p>}
      {presets.length > 0 && (
        <ul className="swatches swatches-gradient">
          {presets.map((preset, index) => (
            <li key={index}>
              <button
                type="button"
                className="swatch swatch-gradient"
                style={{ background: gradientToCss(preset) }}
                aria-label={gradientLabel(preset)}
                aria-pressed={isSameGradient(value, preset)}
                onClick={() => onChange(preset)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="gradient-preview" style={{ background: gradientToCss(base) }} aria-hidden="true" />
      {base.kind === 'linear' && (
        <NumericInput
          label="Angle"
          unit="°"
          value={normalizeAngle(base.angle)}
          min={ANGLE_LIMITS.min}
          max={ANGLE_LIMITS.max}
          hasButtons
          onChange={(angle) => onChange({ ...base, angle })}
        />
      )}
      <div className="ep-segmented" role="group" aria-label="Gradient stop">
        {(['start', 'end'] as const).map((which) => (
          <button key={which} type="button" className="ep-segment" aria-pressed={end === which} onClick={() => setEnd(which)}>
            <span className="swatch-dot" style={{ background: gradientEndColor(base, which) }} aria-hidden="true" />
            {which === 'start' ? 'Start colour' : 'End colour'}
          </button>
        ))}
      </div>
      <ColorPicker
        label={end === 'start' ? 'Start colour' : 'End colour'}
        color={gradientEndColor(base, end)}
        onChange={(color, options) => onChange(withGradientEndColor(base, end, color), options)}
      />
    </div>
  );
}
