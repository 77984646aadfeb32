import { useId, useState } from 'react';
import { NumericInput } from '../../../components/NumericInput';
import { ANIMATION_DURATION, DEFAULT_ANIMATION_IDS, ZERO_DURATION_ANIMATION_ID } from '../../../../scene/constants';
import { checkAnimationDuration, maxAnimationDuration } from '../../../../scene/durationLimits';
import type { AnimationCatalogueItem, AnimationKind } from '../../../../scene/effects/animations';
import type { TextAnimationCatalogueItem, TextUnitKind } from '../../../../scene/effects/textAnimations';
import type { AnimationSlots } from '../../../../scene/schema/animation';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { Panel, PanelSection } from '../panels/Panel';
import type { EditOptions } from '../panels/types';
import { useGetAnimationsQuery, useGetTextAnimationsQuery } from './animationApi';

export interface AnimationPanelProps {
  /** The animated object's id (`scene.elements[objectId]`). */
  objectId: string;
  /** The object's timing: `enter`/`exit` durations and the `animation` slots. */
  timing: ElementTiming;
  /** Writes a timing patch (through `updateTiming`, which mirrors `animation` to `_Animation`). */
  onTimingChange(patch: Partial<ElementTiming>, options?: EditOptions): void;
  /** Back to the object's settings. */
  onBack(): void;
  /** Names where back goes. @default 'settings' */
  backLabel?: string;
  /** A text object: also offers the text animations by character, word and line. */
  isText?: boolean;
}

const TABS: { slot: AnimationKind; label: string }[] = [
  { slot: 'enter', label: 'Enter' },
  { slot: 'place', label: 'In Place' },
  { slot: 'exit', label: 'Exit' },
];

const UNIT_TITLES: Record<TextUnitKind, string> = { char: 'By character', word: 'By word', line: 'By line' };

/** The slots of a timing, the spec's defaults where none is stored. */
function slotsOf(timing: ElementTiming): AnimationSlots {
  return timing.animation ?? { enter: { id: DEFAULT_ANIMATION_IDS.enter }, exit: { id: DEFAULT_ANIMATION_IDS.exit }, place: { id: DEFAULT_ANIMATION_IDS.place } };
}

/**
 * The timing patch for choosing animation `item` in `slot`: the slot's id and animation data; for
 * enter and exit also the duration: 0 for None (id 5), else the current one, or the default 1 s
 * (within the limit) when it was 0.
 */
export function chooseAnimation(timing: ElementTiming, slot: AnimationKind, item: { id: number; animationData: unknown }): Partial<ElementTiming> {
  const animation = { ...slotsOf(timing), [slot]: { id: item.id, animationData: item.animationData } };
  if (slot === 'place') return { animation };
  const current = timing[slot];
  const duration = item.id === ZERO_DURATION_ANIMATION_ID ? 0 : current > 0 ? current : Math.min(ANIMATION_DURATION.default, maxAnimationDuration(timing, slot));
  return { animation, [slot]: duration };
}

export interface AnimationPanelViewProps extends AnimationPanelProps {
  /** The object animation catalogue. */
  animations: readonly AnimationCatalogueItem[];
  /** The text animation catalogue (shown for texts, in the Enter and Exit tabs). */
  textAnimations: readonly TextAnimationCatalogueItem[];
  /** The catalogue is loading / failed. */
  isLoading?: boolean;
  isError?: boolean;
}

/**
 * The animation panel (spec 000 §2 "Animation (tabs Enter, In Place, Exit; … duration field)"):
 * the catalogue of the chosen slot as a grid, the chosen one pressed, and for Enter and Exit the
 * duration field (0 to the stay time minus the opposite animation, step 0.25, 2 decimals; out of
 * range shows "Can't be less than 0 !" / "Can't be more than {max} !" for 2 s and keeps the value).
 * Choosing None (id 5) sets the duration to 0. Texts also get their text animations.
 */
export function AnimationPanelView({
  objectId,
  timing,
  onTimingChange,
  onBack,
  backLabel,
  isText = false,
  animations,
  textAnimations,
  isLoading,
  isError,
}: AnimationPanelViewProps) {
  const [slot, setSlot] = useState<AnimationKind>('enter');
  const panelId = useId();
  const chosenId = slotsOf(timing)[slot].id;
  const shown = animations.filter((item) => (item.kinds ?? [item.kind]).includes(slot));
  const choose = (item: { id: number; animationData: unknown }) => {
    if (item.id !== chosenId) onTimingChange(chooseAnimation(timing, slot, item));
  };
  const grid = (items: readonly { id: number; name: string; animationData: unknown }[], label: string) => (
    <ul className="ep-effects" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="ep-effect" aria-pressed={chosenId === item.id} onClick={() => choose(item)}>
            <span className="ep-effect-name">{item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <Panel title="Animation" onBack={onBack} backLabel={backLabel}>
      <div role="tablist" aria-label="Animation slot" className="ep-tabs">
        {TABS.map((tab) => (
          <button
            key={tab.slot}
            type="button"
            role="tab"
            id={`${panelId}-${tab.slot}`}
            aria-selected={slot === tab.slot}
            aria-controls={`${panelId}-panel`}
            onClick={() => setSlot(tab.slot)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${panelId}-panel`} aria-labelledby={`${panelId}-${slot}`} data-object-id={objectId}>
        {slot !== 'place' && (
          <NumericInput
            key={`${slot}-${timing[slot]}`}
            label="Duration"
            unit="s"
            value={timing[slot]}
            min={0}
            step={ANIMATION_DURATION.step}
            decimals={ANIMATION_DURATION.decimals}
            hasButtons
            validate={(value) => checkAnimationDuration(value, maxAnimationDuration(timing, slot)).alert}
            onChange={(value) => onTimingChange({ [slot]: value })}
          />
        )}
        <PanelSection title="Animations" isTitleHidden>
          {isError ? (
            <p role="alert">Could not load the animations.</p>
          ) : isLoading ? (
            <p>Loading animations …</p>
          ) : (
            grid(shown, `${TABS.find((tab) => tab.slot === slot)!.label} animations`)
          )}
        </PanelSection>
        {isText && slot !== 'place' && textAnimations.length > 0 && (
          <PanelSection title="Text animation">
            {(['char', 'word', 'line'] as const).map((kind) => (
              <div key={kind}>
                <h4 className="ep-section-subtitle">{UNIT_TITLES[kind]}</h4>
                {grid(
                  textAnimations.filter((item) => item.kind === kind),
                  `Text animations ${UNIT_TITLES[kind].toLowerCase()}`,
                )}
              </div>
            ))}
          </PanelSection>
        )}
      </div>
    </Panel>
  );
}

/** {@link AnimationPanelView} with the catalogues loaded through RTK Query (`animationApi`). */
export function AnimationPanel(props: AnimationPanelProps) {
  const animations = useGetAnimationsQuery();
  const textAnimations = useGetTextAnimationsQuery(undefined, { skip: !props.isText });
  return (
    <AnimationPanelView {...props} animations={animations.data ?? []} textAnimations={textAnimations.data ?? []} isLoading={animations.isLoading} isError={animations.isError} />
  );
}
