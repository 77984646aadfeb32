import type { TextObject } from '../../../../scene/schema/canvasObject';
import { ColorField } from '../colors/ColorField';
import { Panel, PanelSection } from './Panel';
import { SliderField } from './SliderField';
import { chooseTextEffect, effectSliderValue, TEXT_EFFECT_SLIDERS, TEXT_EFFECTS, textEffectDefinition, textEffectId } from '../../../../scene/effects/textEffects';
import type { ObjectPanelProps } from './types';

export interface TextEffectsProps extends ObjectPanelProps<TextObject> {
  /** Back to Text Settings. */
  onBack?: () => void;
}

/**
 * settings/text/effects: the effects 0..7 as a grid of named cards, then the settings the chosen
 * effect uses (see `TEXT_EFFECTS` for which). None removes `textEffect`.
 */
export function TextEffects({ object, onChange, onBack, children }: TextEffectsProps) {
  const chosenId = textEffectId(object.textEffect);
  const definition = textEffectDefinition(chosenId);
  const effect = object.textEffect;

  return (
    <Panel title="Text Effects" onBack={onBack} backLabel="Text Settings">
      <PanelSection title="Effect" isTitleHidden>
        <ul className="ep-effects">
          {TEXT_EFFECTS.map(({ id, name }) => (
            <li key={id}>
              <button type="button" className="ep-effect" aria-pressed={chosenId === id} onClick={() => chosenId !== id && onChange({ textEffect: chooseTextEffect(id, effect) })}>
                <span className={`ep-effect-sample ep-effect-${name.toLowerCase()}`} aria-hidden="true" data-text="Ag">
                  Ag
                </span>
                <span className="ep-effect-name">{name}</span>
              </button>
            </li>
          ))}
        </ul>
      </PanelSection>

      {effect && definition.controls.length > 0 && (
        <PanelSection title={`${definition.name} settings`}>
          {definition.controls.map((control) =>
            control === 'color' ? (
              <ColorField
                key={control}
                label="Effect colour"
                color={effect.color ?? definition.defaults.color ?? null}
                onChange={(color, options) => color && onChange({ textEffect: { ...effect, color } }, options)}
              />
            ) : (
              <SliderField
                key={control}
                {...TEXT_EFFECT_SLIDERS[control]}
                value={effectSliderValue(effect, control)}
                onChange={(value, options) => onChange({ textEffect: { ...effect, [control]: value } }, options)}
              />
            ),
          )}
        </PanelSection>
      )}
      {children}
    </Panel>
  );
}
