import { controlsFromShadow, defaultShadow, SHADOW_PARAMS, type ShadowControls, shadowFromControls } from '../../../../scene/effects/shadow';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { ColorField } from '../colors/ColorField';
import { Panel, PanelSection } from '../panels/Panel';
import { SliderField } from '../panels/SliderField';
import { ToggleButton } from '../panels/ToggleButton';
import type { EditOptions, ObjectPanelProps } from '../panels/types';

/** Objects that cast a shadow: text, images, videos, shapes, elements and the avatar. */
export type ShadowedObject = Exclude<CanvasObject, { _Type: 'background' | 'music' | 'group' }>;

export interface ShadowPanelProps extends ObjectPanelProps<ShadowedObject> {
  onBack(): void;
  /** Names where back goes. @default 'settings' */
  backLabel?: string;
}

const sliders = [SHADOW_PARAMS.angle, SHADOW_PARAMS.distance, SHADOW_PARAMS.opacity, SHADOW_PARAMS.blur] as const;

/**
 * The Shadow page (settings/image|video|elements/shadow, the avatar's shadow): on/off, then angle
 * 0-359, distance 0-359, opacity 0-100, blur 0-100 and colour (spec 000 §5; defaults opacity 70,
 * blur 40, black, angle and distance 0). Writes `shadow` as stored ({blur, color with the opacity
 * as alpha, offsetX, offsetY}); off is `shadow: null`.
 */
export function ShadowPanel({ object, onChange, onBack, backLabel, children }: ShadowPanelProps) {
  const isOn = Boolean(object.shadow);
  const controls = controlsFromShadow(object.shadow);
  const set = (patch: Partial<ShadowControls>, options?: EditOptions) => onChange({ shadow: shadowFromControls({ ...controls, ...patch }) }, options);

  return (
    <Panel title="Shadow" onBack={onBack} backLabel={backLabel}>
      <PanelSection title="Shadow" isTitleHidden>
        <div className="ep-toolbar">
          <ToggleButton label="Shadow" isPressed={isOn} isLabelShown onToggle={() => onChange({ shadow: isOn ? null : defaultShadow() })} />
        </div>
        {sliders.map((param) => (
          <SliderField
            key={param.key}
            label={param.label}
            unit={'unit' in param ? param.unit : undefined}
            min={param.min}
            max={param.max}
            step={param.step}
            value={controls[param.key]}
            disabled={!isOn}
            onChange={(value, options) => set({ [param.key]: value }, options)}
          />
        ))}
        {isOn && <ColorField label={SHADOW_PARAMS.color.label} color={controls.color} onChange={(color, options) => color && set({ color }, options)} />}
      </PanelSection>
      {children}
    </Panel>
  );
}
