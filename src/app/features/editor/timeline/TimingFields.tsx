import { NumericInput } from '../../../components/NumericInput';
import { ELEMENT_DELAY_STEP } from '../../../../scene/constants';
import { alertAbove, ALERT_BELOW_ZERO, elementDelayRange, withEnterDelay } from '../../../../scene/durationLimits';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import type { Scene } from '../../../../scene/schema/scene';
import { sceneLength } from '../../../../scene/sceneTiming';
import { minStayTime } from '../../../../scene/stayTime';
import { PanelSection } from '../panels/Panel';

interface TimingFieldsProps {
  scene: Scene;
  timing: ElementTiming;
  onChange: (patch: Partial<ElementTiming>) => void;
}

/** Both fields: seconds in steps of 0.25, with step buttons. */
const SECONDS_FIELD = { unit: 's', step: ELEMENT_DELAY_STEP, decimals: 2, hasButtons: true } as const;

/**
 * An object's Delay and Duration (spec 000 §4, §5): the delay steps by 0.25 within 0 and the scene
 * length minus the minimum stay time, and changing it keeps the end (the stay time changes by the
 * opposite amount); the duration never drops below max(enter + exit, 0.5).
 */
export function TimingFields({ scene, timing, onChange }: TimingFieldsProps) {
  const length = sceneLength(scene);
  const range = elementDelayRange(timing, length);
  const floor = minStayTime(timing);
  return (
    <PanelSection title="Timing">
      <NumericInput
        label="Delay"
        {...SECONDS_FIELD}
        value={timing.enterDelay}
        min={range.min}
        max={range.max}
        validate={(value) => (value < range.min ? ALERT_BELOW_ZERO : value > range.max ? alertAbove(range.max) : null)}
        onChange={(enterDelay) => {
          const { enterDelay: delay, stayTime } = withEnterDelay(timing, enterDelay, length);
          onChange({ enterDelay: delay, stayTime });
        }}
      />
      <NumericInput label="Duration" {...SECONDS_FIELD} value={timing.stayTime} min={floor} onChange={(stayTime) => onChange({ stayTime, resize: true })} />
    </PanelSection>
  );
}
