import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { AnimationPanel } from '../effects/AnimationPanel';
import { FilterPicker } from '../effects/FilterPicker';
import { MaskPicker } from '../effects/MaskPicker';
import { ShadowPanel } from '../effects/ShadowPanel';
import { EmptySettings } from '../panels/EmptySettings';
import type { EditOptions } from '../panels/types';

/** The effect sub-pages of the settings routes (spec 000 §2): `…/animation`, `…/filter`, `…/mask`, `…/shadow`. */
const EFFECT_SUB_PAGES = ['animation', 'filter', 'mask', 'shadow'] as const;

type EffectPage = (typeof EFFECT_SUB_PAGES)[number];

/** Whether a settings sub-page is one of the effect pages. */
export function isEffectSubPage(page: string | undefined): page is EffectPage {
  return EFFECT_SUB_PAGES.includes(page as EffectPage);
}

interface EffectSubPageProps {
  page: EffectPage;
  object: CanvasObject;
  timing: ElementTiming | undefined;
  onChange(patch: object, options?: EditOptions): void;
  onTimingChange(patch: Partial<ElementTiming>, options?: EditOptions): void;
  onBack(): void;
  /** Animations exist in the video editor only. */
  hasAnimation: boolean;
}

/** The effect panel a sub-page names, for the objects it applies to; the bare settings message where it does not apply. */
export function EffectSubPage({ page, object, timing, onChange, onTimingChange, onBack, hasAnimation }: EffectSubPageProps) {
  const editing = { onChange, onBack };
  switch (page) {
    case 'animation':
      return hasAnimation && timing && object._Type !== 'background' ? (
        <AnimationPanel objectId={object.id} timing={timing} onTimingChange={onTimingChange} onBack={onBack} isText={object._Type === 'text'} />
      ) : (
        <EmptySettings />
      );
    case 'filter':
      return object._Type === 'image' || object._Type === 'video' || object._Type === 'background' ? (
        <FilterPicker object={object} {...editing} previewSrc={object._Type === 'image' ? object._Src : undefined} />
      ) : (
        <EmptySettings />
      );
    case 'mask':
      return object._Type === 'image' || object._Type === 'video' ? <MaskPicker object={object} {...editing} /> : <EmptySettings />;
    case 'shadow':
      return object._Type !== 'background' && object._Type !== 'music' && object._Type !== 'group' ? <ShadowPanel object={object} {...editing} /> : <EmptySettings />;
  }
}
