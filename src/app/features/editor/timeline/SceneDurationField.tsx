import { NumericInput } from '../../../components/NumericInput';
import { SCENE_DURATION_STEP } from '../../../../scene/constants';
import { checkSceneDuration, sceneDurationMinimum } from '../../../../scene/durationLimits';
import type { Scene } from '../../../../scene/schema/scene';
import { sceneLength } from '../../../../scene/sceneTiming';

interface SceneDurationFieldProps {
  scene: Scene;
  onChange: (duration: number) => void;
}

/**
 * Scene Duration (spec 000 §5; video editor, scenes without avatar): step 0.5; below the minimum
 * it alerts "Can't be more than {n} !", negative "Can't be less than 0 !", for 2 s, and stores the
 * minimum; empty on blur keeps the duration.
 */
export function SceneDurationField({ scene, onChange }: SceneDurationFieldProps) {
  const minimum = sceneDurationMinimum(scene);
  return (
    <NumericInput
      label="Scene Duration"
      className="scene-duration"
      unit="s"
      value={sceneLength(scene)}
      step={SCENE_DURATION_STEP}
      decimals={2}
      min={0}
      hasButtons
      validate={(entered) => {
        const check = checkSceneDuration(entered, minimum);
        return check.alert ? { message: check.alert, value: check.value ?? minimum } : null;
      }}
      onChange={onChange}
    />
  );
}
