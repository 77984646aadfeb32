import type { AdjustLength } from '../../../../scene/schema/elementTiming';
import type { LengthOption } from './lengthChoices';

interface LengthOptionsProps {
  options: readonly LengthOption[];
  value: AdjustLength;
  onChange: (value: AdjustLength) => void;
  disabled?: boolean;
}

/** How media fills its timeline bar (`adjustLength`): one pressed button per option, the chosen option's hint below. */
export function LengthOptions({ options, value, onChange, disabled = false }: LengthOptionsProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <>
      <div className="ep-segmented ep-segmented-stack" role="group" aria-label="Length">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="ep-segment"
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => option.value !== value && onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {chosen && <p className="ep-hint">{chosen.hint}</p>}
    </>
  );
}
